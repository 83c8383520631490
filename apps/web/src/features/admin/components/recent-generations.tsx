import { GENERATION_STATUSES, type GenerationStatus } from '@reelsmith/contract';
import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { useAdminGenerations } from '../api/get-generations';
import { GenerationsTable } from './generations-table';

/** Every user's generations, newest first, by status (failed renders first of all). */
export function RecentGenerations() {
  const [status, setStatus] = useState<GenerationStatus | undefined>(undefined);
  const [page, setPage] = useState(0);
  const generations = useAdminGenerations(status, page);
  return (
    <section className="card admin-section" aria-labelledby="admin-generations">
      <div className="admin-section-head">
        <h2 id="admin-generations">Generations</h2>
        <label className="admin-inline-field">
          Status
          <select
            value={status ?? ''}
            onChange={(e) => {
              setStatus(e.target.value === '' ? undefined : (e.target.value as GenerationStatus));
              setPage(0);
            }}
          >
            <option value="">Any</option>
            {GENERATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {generations.isPending ? (
        <Spinner label="Loading generations" />
      ) : generations.isError ? (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(generations.error)}
        </p>
      ) : (
        <>
          <GenerationsTable generations={generations.data.content} caption="Generations" />
          {generations.data.totalPages > 1 && (
            <Pager
              label="Pages of generations"
              page={page}
              totalPages={generations.data.totalPages}
              onPage={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
