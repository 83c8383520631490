import { REFUND_POLICY, VIDEO_RETENTION_DAYS } from '@reelsmith/contract';
import { LegalPage } from '../../features/legal/legal-page';
import { usePageTitle } from './page-title';

export default function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <LegalPage title="Terms of Service">
      <p>By using Reelsmith you agree to these terms.</p>
      <h2>The service</h2>
      <p>
        Reelsmith makes short videos from your prompts with AI. You need a Google account to sign
        in. You are responsible for the prompts and scripts you submit and for how you use the
        videos.
      </p>
      <h2>Credits and payment</h2>
      <p>
        One credit makes one video. Credits are sold in packs, priced in US dollars, and never
        expire. There is no subscription. {REFUND_POLICY}
      </p>
      <h2>Your videos</h2>
      <p>
        You own the videos you make. We do not publish them anywhere. Videos are stored for{' '}
        {VIDEO_RETENTION_DAYS} days (1 week); download them before then.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not use Reelsmith to make content that is illegal, infringes others' rights, harasses
        people or deceives viewers about real events. We may suspend accounts that do.
      </p>
      <h2>Liability</h2>
      <p>
        The service is provided as is. Our liability is limited to the amount you paid us in the
        last twelve months.
      </p>
    </LegalPage>
  );
}
