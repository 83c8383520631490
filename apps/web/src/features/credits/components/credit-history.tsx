import './credits.css';
import type { LedgerEntry } from '@reelsmith/contract';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { useCreditHistory } from '../api/get-credit-history';
import { Pager } from '../../../components/ui/pager';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What a ledger row was, in people's words (docs/product/credits-and-payments.md#ledger). */
const REASONS: Record<LedgerEntry['reason'], string> = {
  purchase: 'Credits bought',
  video: 'Video made',
  refund: 'Refund: a video could not be made',
  grant: 'Welcome credits',
  operator: 'Adjusted by support',
};

const signed = (delta: number) => (delta > 0 ? `+${delta}` : `\u2212${Math.abs(delta)}`);

/** The credit history: the ledger, newest first, 10 a page (date, what it was, plus or minus). */
export function CreditHistory() {
  const [page, setPage] = useState(0);
  const history = useCreditHistory(page);
  if (history.isPending) return <Spinner label="Loading your credit history" />;
  if (history.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {friendlyMessage(history.error)}
      </p>
    );
  }
  const { content, totalPages } = history.data;
  if (content.length === 0) return <p className="muted">No credits bought or spent yet.</p>;
  return (
    <>
      <div className="ledger-scroll">
        <table className="ledger">
          <caption className="sr-only">Credit history</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col" className="ledger-number">
                Credits
              </th>
              <th scope="col" className="ledger-number">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {content.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.createdAt}>
                    {dateFormat.format(new Date(entry.createdAt))}
                  </time>
                </td>
                <td>{REASONS[entry.reason]}</td>
                <td
                  className={
                    entry.delta > 0
                      ? 'ledger-number tabular ledger-plus'
                      : 'ledger-number tabular ledger-minus'
                  }
                >
                  {signed(entry.delta)}
                </td>
                <td className="ledger-number tabular">{entry.balanceAfter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totalPages > 1 && (
        <Pager
          label="Pages of credit history"
          page={page}
          totalPages={totalPages}
          onPage={setPage}
        />
      )}
    </>
  );
}
