import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { useAdminOverview } from '../api/get-overview';
import { AdminTable } from './admin-table';
import { cost, dollars, when } from './format';

const PERIODS = [1, 7, 30, 90, 365] as const;
const FLAG_COLUMNS = [
  { label: 'When' },
  { label: 'Who' },
  { label: 'What' },
  { label: 'Categories' },
  { label: 'Text' },
];

/** The overview: what the last N days made, cost and flagged (docs/product/operator-console.md#overview). */
export function AdminOverview() {
  const [days, setDays] = useState(30);
  const overview = useAdminOverview(days);
  return (
    <section className="card admin-section" aria-labelledby="admin-overview">
      <div className="admin-section-head">
        <h2 id="admin-overview">Overview</h2>
        <label className="admin-inline-field">
          Period
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                {d === 1 ? 'Last day' : `Last ${d} days`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {overview.isPending ? (
        <Spinner label="Loading the overview" />
      ) : overview.isError ? (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(overview.error)}
        </p>
      ) : (
        <>
          <dl className="admin-figures">
            {(
              [
                ['Videos made', String(overview.data.videosMade)],
                ['Renders failed', String(overview.data.rendersFailed)],
                ['Revenue', dollars(overview.data.revenueUsd)],
                ['Provider cost', cost(overview.data.providerCostUsd)],
                ['Margin', dollars(overview.data.marginUsd)],
                ['Flagged prompts', String(overview.data.flaggedPrompts)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="admin-figure">
                <dt>{label}</dt>
                <dd className="tabular">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="muted">
            Credits sold {overview.data.creditsSold}, spent {overview.data.creditsSpent}, refunded{' '}
            {overview.data.creditsRefunded}.
            {overview.data.unpricedCalls > 0 &&
              ` ${overview.data.unpricedCalls} provider calls have no price: their cost is not counted.`}
          </p>
          {overview.data.recentFlags.length > 0 && (
            <AdminTable caption="Recently flagged" showCaption columns={FLAG_COLUMNS}>
              {overview.data.recentFlags.map((flag) => (
                <tr key={flag.id}>
                  <td>{when(flag.createdAt)}</td>
                  <td>{flag.email ?? 'deleted account'}</td>
                  <td>{flag.source}</td>
                  <td>{flag.categories.join(', ')}</td>
                  <td className="admin-excerpt">{flag.excerpt}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
    </section>
  );
}
