import '../../../features/admin/components/admin.css';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminUser } from '../../../features/admin/api/get-user';
import { AdminTable } from '../../../features/admin/components/admin-table';
import { CreditChangeForm } from '../../../features/admin/components/credit-change-form';
import { when } from '../../../features/admin/components/format';
import { GenerationsTable } from '../../../features/admin/components/generations-table';
import { friendlyMessage } from '../../../lib/api-client';
import { usePageTitle } from '../page-title';

const LEDGER_COLUMNS = [
  { label: 'When' },
  { label: 'Reason' },
  { label: 'Reference' },
  { label: 'Credits', number: true },
  { label: 'Balance', number: true },
];

const signed = (delta: number) => (delta > 0 ? `+${delta}` : `\u2212${Math.abs(delta)}`);

/** /admin/users/:id: one user's balance, ledger and generations, and credit changes. */
export default function AdminUserPage() {
  const { id = '' } = useParams();
  const detail = useAdminUser(id);
  usePageTitle(detail.data?.user.email ?? 'User');
  return (
    <div className="container page admin-page">
      <p>
        <Link to="/admin">← Console</Link>
      </p>
      {detail.isPending ? (
        <Spinner label="Loading the user" />
      ) : detail.isError ? (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(detail.error)}
        </p>
      ) : (
        <>
          <h1>{detail.data.user.email}</h1>
          <section className="card admin-section" aria-labelledby="admin-user-credits">
            <h2 id="admin-user-credits">Credits</h2>
            <p>
              Balance: <strong className="tabular">{detail.data.user.balance}</strong>
            </p>
            <CreditChangeForm userId={detail.data.user.id} />
          </section>
          <section className="card admin-section" aria-labelledby="admin-user-ledger">
            <h2 id="admin-user-ledger">Ledger</h2>
            <AdminTable caption="Ledger" columns={LEDGER_COLUMNS}>
              {detail.data.ledger.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.createdAt)}</td>
                  <td>{entry.reason}</td>
                  <td className="admin-excerpt">{entry.reference}</td>
                  <td className="admin-number tabular">{signed(entry.delta)}</td>
                  <td className="admin-number tabular">{entry.balanceAfter}</td>
                </tr>
              ))}
            </AdminTable>
          </section>
          <section className="card admin-section" aria-labelledby="admin-user-generations">
            <h2 id="admin-user-generations">Generations</h2>
            <GenerationsTable generations={detail.data.generations} caption="Generations" />
          </section>
        </>
      )}
    </div>
  );
}
