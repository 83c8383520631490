import { BatchPage } from '../../../features/batch/components/batch-page';
import { usePageTitle } from '../page-title';

/** /batch (docs/product/screens-and-routes.md#batch): many videos at once, by the video API. */
export default function BatchRoute() {
  usePageTitle('Batch');
  return (
    <div className="container page page-narrow">
      <h1>Batch</h1>
      <p className="muted">
        Make up to 50 videos at once: one credit a video, all spent together or none.
      </p>
      <BatchPage />
    </div>
  );
}
