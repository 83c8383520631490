import { Modal } from '../../../components/ui/modal';

/**
 * The processing modal (docs/product/screens-and-routes.md#processing-modal), shown while the
 * create click runs. It offers no way to close it: the click ends it.
 */
export function ProcessingModal() {
  return (
    <Modal title="Creating Your Script" describedBy="processing-modal-text">
      <p id="processing-modal-text" className="muted">
        This usually takes about 60 seconds, Please don&apos;t close this window.
      </p>
      <div className="processing-progress" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Generating story...</span>
      </div>
    </Modal>
  );
}
