import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { useAdminAudit } from '../api/get-audit';
import { when } from './format';

const ACTIONS = { 'credits.grant': 'Granted', 'credits.take_back': 'Took back' } as const;

/** Every operator action, newest first (docs/product/operator-console.md#audit-log). */
export function AuditLog() {
  const [page, setPage] = useState(0);
  const audit = useAdminAudit(page);
  return (
    <section className="card admin-section" aria-labelledby="admin-audit">
      <h2 id="admin-audit">Audit log</h2>
      {audit.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : audit.isError ? (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(audit.error)}
        </p>
      ) : audit.data.content.length === 0 ? (
        <p className="muted">No operator action yet.</p>
      ) : (
        <>
          <div className="admin-scroll">
            <table className="admin-table">
              <caption className="sr-only">Audit log</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Operator</th>
                  <th scope="col">Action</th>
                  <th scope="col">User</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.content.map((entry) => (
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
              </tbody>
            </table>
          </div>
          {audit.data.totalPages > 1 && (
            <Pager
              label="Pages of the audit log"
              page={page}
              totalPages={audit.data.totalPages}
              onPage={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
