import '../../../features/admin/components/admin.css';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminGeneration } from '../../../features/admin/api/get-generation';
import { AdminTable } from '../../../features/admin/components/admin-table';
import { cost, when } from '../../../features/admin/components/format';
import { friendlyMessage } from '../../../lib/api-client';
import { usePageTitle } from '../page-title';

const CALL_COLUMNS = [
  { label: 'When' },
  { label: 'Role' },
  { label: 'Model' },
  { label: 'Outcome' },
  { label: 'Cost', number: true },
];

/** /admin/generations/:id: status, failure, and what each provider call cost. */
export default function AdminGenerationPage() {
  const { id = '' } = useParams();
  const generation = useAdminGeneration(id);
  usePageTitle(generation.data?.title ?? 'Generation');
  if (generation.isPending) {
    return (
      <div className="container page">
        <Spinner label="Loading the generation" />
      </div>
    );
  }
  if (generation.isError) {
    return (
      <div className="container page">
        <p className="alert alert-error" role="alert">
          {friendlyMessage(generation.error)}
        </p>
      </div>
    );
  }
  const g = generation.data;
  return (
    <div className="container page admin-page">
      <p>
        <Link to="/admin">← Console</Link>
      </p>
      <h1>{g.title ?? `Generation ${g.id.slice(0, 8)}`}</h1>
      <section className="card admin-section" aria-labelledby="admin-generation-summary">
        <h2 id="admin-generation-summary">Summary</h2>
        <dl className="admin-figures">
          <div className="admin-figure">
            <dt>Status</dt>
            <dd>
              {g.status}
              {g.currentStep !== null && ` (${g.currentStep})`}
            </dd>
          </div>
          <div className="admin-figure">
            <dt>Total cost</dt>
            <dd className="tabular">{cost(g.costUsd)}</dd>
          </div>
          <div className="admin-figure">
            <dt>Owner</dt>
            <dd>
              <Link to={`/admin/users/${g.userId}`}>{g.email ?? 'deleted account'}</Link>
            </dd>
          </div>
        </dl>
        {g.unpricedCalls > 0 && (
          <p className="alert alert-info">
            {g.unpricedCalls} calls have no price: the total leaves them out.
          </p>
        )}
        {g.errorMessage !== null && <p className="alert alert-error">Failure: {g.errorMessage}</p>}
      </section>
      <section className="card admin-section" aria-labelledby="admin-generation-usage">
        <h2 id="admin-generation-usage">Provider calls</h2>
        {g.usage.length === 0 ? (
          <p className="muted">No provider call recorded.</p>
        ) : (
          <AdminTable caption="Provider calls" columns={CALL_COLUMNS}>
            {g.usage.map((call, index) => (
              <tr key={index}>
                <td>{when(call.createdAt)}</td>
                <td>{call.role}</td>
                <td>
                  {call.model} <span className="muted">({call.provider})</span>
                </td>
                <td>
                  {call.outcome}
                  {call.attempt > 1 && ` (attempt ${call.attempt})`}
                </td>
                <td className="admin-number tabular">{cost(call.costUsd)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        {g.renders.length > 0 && (
          <p className="muted">
            {g.renders
              .map(
                (r) =>
                  `Render ${r.attempt}: ${r.wallSeconds.toFixed(1)} s (CPU ${r.cpuSeconds.toFixed(1)} s)`,
              )
              .join('; ')}
          </p>
        )}
      </section>
    </div>
  );
}
