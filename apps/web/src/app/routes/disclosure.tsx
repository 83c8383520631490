import { LegalPage } from '../../features/legal/legal-page';
import { usePageTitle } from './page-title';

export default function DisclosurePage() {
  usePageTitle('Google API Disclosure');
  return (
    <LegalPage title="Google API Disclosure">
      <p>
        Reelsmith's use and transfer to any other app of information received from Google APIs will
        adhere to the{' '}
        <a
          href="https://developers.google.com/terms/api-services-user-data-policy"
          rel="noopener noreferrer"
          target="_blank"
        >
          Google API Services User Data Policy
        </a>
        , including the Limited Use requirements.
      </p>
      <h2>What we receive from Google</h2>
      <p>
        When you sign in with Google we receive your email address, name and profile picture (the
        openid, email and profile scopes). We use them only to create and identify your account.
      </p>
      <h2>What we do not do</h2>
      <ul>
        <li>
          We do not transfer this data to others, except as needed to provide the service or as the
          law requires.
        </li>
        <li>We do not use it for advertising, and we do not sell it.</li>
        <li>
          We do not let people read it, except with your consent, for security, or as the law
          requires.
        </li>
      </ul>
    </LegalPage>
  );
}
