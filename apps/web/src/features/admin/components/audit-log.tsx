import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminAudit } from '../api/get-audit';
import { AdminTable } from './admin-table';
import { when } from './format';

const ACTIONS = { 'credits.grant': 'Granted', 'credits.take_back': 'Took back' } as const;
const COLUMNS = [
  { label: 'When' },
  { label: 'Operator' },
  { label: 'Action' },
  { label: 'User' },
  { label: 'Reason' },
];

/** Every operator action, newest first (docs/product/operator-console.md#audit-log). */
export function AuditLog() {
  const [page, setPage] = useState(0);
  const audit = useAdminAudit(page);
  return (
    <section className="card admin-section" aria-labelledby="admin-audit">
      <h2 id="admin-audit">Audit log</h2>
      <QueryState query={audit} loading="Loading the audit log">
        {(data) =>
          data.content.length === 0 ? (
            <p className="muted">No operator action yet.</p>
          ) : (
            <>
              <AdminTable caption="Audit log" columns={COLUMNS}>
                {data.content.map((entry) => (
                  <tr key={entry.id}>
                    <td>{when(entry.createdAt)}</td>
                    <td>{entry.operatorEmail}</td>
                    <td className="tabular">
                      {ACTIONS[entry.action]} {Math.abs(entry.amount ?? 0)} (balance{' '}
                      {entry.balanceAfter})
                    </td>
                    <td>
                      {entry.targetUserId === null ? (
                        (entry.targetEmail ?? 'deleted account')
                      ) : (
                        <Link to={`/admin/users/${entry.targetUserId}`}>{entry.targetEmail}</Link>
                      )}
                    </td>
                    <td>{entry.reason}</td>
                  </tr>
                ))}
              </AdminTable>
              {data.totalPages > 1 && (
                <Pager
                  label="Pages of the audit log"
                  page={page}
                  totalPages={data.totalPages}
                  onPage={setPage}
                />
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
