import '../../../features/settings/components/settings.css';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../features/auth/auth-context';
import { DeleteAccount } from '../../../features/settings/components/delete-account';
import { SettingsForm } from '../../../features/settings/components/settings-form';
import { ApiKeysSection } from '../../../features/api-keys/components/api-keys-section';
import { WebhooksSection } from '../../../features/webhooks/components/webhooks-section';
import { friendlyMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUserSettings } from '../../../lib/user-settings';
import { usePageTitle } from '../page-title';

/**
 * /settings (docs/product/screens-and-routes.md#settings): the defaults, the account's email,
 * and delete account, which signs out (the auth feature) and lands on the home page.
 */
export default function SettingsPage() {
  usePageTitle('Settings');
  const settings = useUserSettings();
  const { logout } = useAuth();
  const navigate = useNavigate();

  // Home first: signing out on a protected page would send the person to /login.
  const onDeleted = async () => {
    toast.success('Your account was deleted');
    await navigate('/', { replace: true });
    await logout();
  };

  return (
    <div className="container page page-narrow settings-page">
      <h1>Settings</h1>
      {settings.isPending ? (
        <Spinner label="Loading your settings" />
      ) : settings.isError ? (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(settings.error)}
        </p>
      ) : (
        <>
          <section className="card settings-account" aria-labelledby="settings-account">
            <h2 id="settings-account">Account</h2>
            <p>
              Signed in as <strong>{settings.data.email}</strong>
            </p>
          </section>
          <SettingsForm settings={settings.data.settings} />
          <ApiKeysSection />
          <WebhooksSection />
          <DeleteAccount email={settings.data.email} onDeleted={() => void onDeleted()} />
        </>
      )}
    </div>
  );
}
