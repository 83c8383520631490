import { CREDITS_PER_VIDEO, type Generation } from '@reelsmith/contract';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError, friendlyMessage } from '../../../lib/api-client';
import { refreshCredits } from '../../../lib/refresh-credits';
import { retryGeneration } from '../api/generation-actions';
import { generationQueryKey, type ProjectRef } from '../api/get-generation';

/**
 * If FAILED: the message, a note that the credit was refunded (a failed render was paid for;
 * a failed script was not), and Retry, which says what it spends.
 */
export function FailedGeneration({
  project,
  generation,
}: {
  project: ProjectRef;
  generation: Generation;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; credits: boolean } | null>(null);
  // A render starts from a written script: a failure with one was a paid render.
  const paid = generation.story !== null;

  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await retryGeneration(project);
      queryClient.setQueryData(generationQueryKey(project.projectId), next);
      if (paid) void refreshCredits();
    } catch (failure) {
      const credits = failure instanceof ApiRequestError && failure.code === 'INSUFFICIENT_CREDITS';
      setError({ message: friendlyMessage(failure), credits });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card editor-failed" aria-labelledby="failed-heading">
      <h2 id="failed-heading">
        {paid ? 'The video could not be made' : 'The script could not be written'}
      </h2>
      <p className="alert alert-error" role="alert">
        {generation.errorMessage ?? 'Something went wrong.'}
      </p>
      {paid ? (
        <p>
          <strong>Your credit was refunded.</strong> It is back in your balance.
        </p>
      ) : (
        <p>Nothing was charged.</p>
      )}
      {error !== null && (
        <p className="alert alert-error" role="alert">
          {error.message}{' '}
          {error.credits && (
            <Link to={`/payment?returnTo=${encodeURIComponent(`/editor/${project.projectId}`)}`}>
              Buy credits
            </Link>
          )}
        </p>
      )}
      <p id="retry-note" className="muted">
        {paid
          ? `Retrying makes the video again and spends ${CREDITS_PER_VIDEO} credit.`
          : 'Retrying writes the script again, free.'}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        aria-describedby="retry-note"
        onClick={() => void retry()}
      >
        <RotateCcw size={18} aria-hidden="true" />
        {busy ? 'Retrying...' : paid ? `Retry (${CREDITS_PER_VIDEO} credit)` : 'Retry (free)'}
      </button>
    </section>
  );
}
