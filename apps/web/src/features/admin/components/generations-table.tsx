import type { AdminGeneration } from '@reelsmith/contract';
import { Link } from 'react-router';
import { AdminTable } from './admin-table';
import { cost, when } from './format';

const COLUMNS = [
  { label: 'Started' },
  { label: 'Generation' },
  { label: 'Status' },
  { label: 'Cost', number: true },
];

/** Generations with their status, failure and cost; each opens its page. */
export function GenerationsTable({
  generations,
  caption,
}: {
  generations: AdminGeneration[];
  caption: string;
}) {
  if (generations.length === 0) return <p className="muted">No generations.</p>;
  return (
    <AdminTable caption={caption} columns={COLUMNS}>
      {generations.map((g) => (
        <tr key={g.id}>
          <td>{when(g.createdAt)}</td>
          <td>
            <Link to={`/admin/generations/${g.id}`}>
              {g.title ?? `Untitled ${g.id.slice(0, 8)}`}
            </Link>
            {g.email !== null && <div className="muted">{g.email}</div>}
          </td>
          <td>
            {g.status}
            {g.currentStep !== null && ` (${g.currentStep})`}
            {g.errorMessage !== null && <div className="muted">{g.errorMessage}</div>}
          </td>
          <td className="admin-number tabular">
            {cost(g.costUsd)}
            {g.unpricedCalls > 0 && <div className="muted">+{g.unpricedCalls} unpriced</div>}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
