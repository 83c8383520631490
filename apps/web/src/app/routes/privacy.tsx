import { VIDEO_RETENTION_DAYS } from '@reelsmith/contract';
import { LegalPage } from '../../features/legal/legal-page';
import { usePageTitle } from './page-title';

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains what Reelsmith collects when you use the service, why, and what you can
        do about it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your Google account's email address, name and profile picture, to sign you in.</li>
        <li>
          The prompts, scripts and settings you use to make videos, and the videos themselves.
        </li>
        <li>
          Records of credit purchases. Card details are handled by our payment provider, Stripe, and
          never reach our servers.
        </li>
        <li>
          Basic technical logs (IP address, browser, errors) to keep the service secure and working.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Only to provide Reelsmith: signing you in, making your videos, keeping your credit balance
        and answering support requests. We do not sell your data and do not use it for advertising.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Videos are deleted {VIDEO_RETENTION_DAYS} days after they are made. Your account data is
        kept until you delete your account in Settings; payment records are kept as the law
        requires, without personal data once your account is deleted.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see, export or delete your data. Deleting your account removes your projects, videos
        and sessions. Contact privacy@reelsmith.app with any question.
      </p>
    </LegalPage>
  );
}
