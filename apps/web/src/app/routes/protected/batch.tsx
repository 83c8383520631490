import { Spinner } from '../../../components/ui/spinner';
import { useBalance } from '../../../features/credits/api/get-balance';
import { BatchPage, sharedFromSettings } from '../../../features/batch/components/batch-page';
import { useUserSettings } from '../../../lib/user-settings';
import { usePageTitle } from '../page-title';

/**
 * /batch (docs/product/screens-and-routes.md#batch): many videos at once, by the video API;
 * the shared settings start from the person's defaults (the create form's when unreadable).
 */
export default function BatchRoute() {
  usePageTitle('Batch');
  const settings = useUserSettings();
  const balance = useBalance();
  return (
    <div className="container page page-narrow">
      <h1>Batch</h1>
      <p className="muted">
        Make up to 50 videos at once: one credit a video, all spent together or none.
      </p>
      {settings.isPending ? (
        <Spinner label="Loading your settings" />
      ) : (
        <BatchPage
          defaults={sharedFromSettings(settings.data?.settings)}
          available={balance.data}
        />
      )}
    </div>
  );
}
