import { adminCreditsRequestSchema } from '@reelsmith/contract';
import { useState, type FormEvent } from 'react';
import { friendlyMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangeCredits } from '../api/change-credits';

/**
 * Grant (a positive number) or take back (a negative one) credits, with a reason that the
 * audit log keeps (docs/product/operator-console.md#credits).
 */
export function CreditChangeForm({ userId }: { userId: string }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeCredits(userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminCreditsRequestSchema.safeParse({ amount: Number(amount), reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the amount and the reason');
      return;
    }
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(`Done: the balance is now ${answer.balance}`);
        setAmount('');
        setReason('');
      },
      onError: (failure) => setError(friendlyMessage(failure)),
    });
  };

  return (
    <form className="admin-credit-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="admin-credit-amount">Credits (negative to take back)</label>
        <input
          id="admin-credit-amount"
          type="number"
          inputMode="numeric"
          step={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="admin-credit-reason">Reason</label>
        <input
          id="admin-credit-reason"
          type="text"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {error !== null && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        Change credits
      </button>
    </form>
  );
}
