import { CLIENT_MESSAGES } from '@reelsmith/contract';

/** The generic error screen (docs/product/errors.md#error-screen). */
export function ErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="center error-screen" role="alert">
      <h1>{CLIENT_MESSAGES.somethingWentWrong}</h1>
      <p className="muted">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
