import { GENERATION_STATUSES, type GenerationStatus } from '@reelsmith/contract';
import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
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
      <QueryState query={generations} loading="Loading generations">
        {(data) => (
          <>
            <GenerationsTable generations={data.content} caption="Generations" />
            {data.totalPages > 1 && (
              <Pager
                label="Pages of generations"
                page={page}
                totalPages={data.totalPages}
                onPage={setPage}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
