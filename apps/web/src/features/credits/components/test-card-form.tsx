import { TEST_CARDS, type TestCard } from '@reelsmith/contract';
import { useId, useState, type FormEvent } from 'react';

interface TestCardFormProps {
  submitLabel: string;
  busy: boolean;
  /** The card error to show under the form, if any. */
  error: string | null;
  onSubmit: (card: TestCard) => void;
}

/**
 * The test provider's card form: number, expiry, CVC. It takes Stripe's test cards; no card
 * leaves for any other host, and nothing is charged.
 */
export function TestCardForm({ submitLabel, busy, error, onSubmit }: TestCardFormProps) {
  const id = useId();
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '' });
  const set = (field: keyof TestCard) => (event: { target: { value: string } }) =>
    setCard((c) => ({ ...c, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(card);
  };
  return (
    <form
      className="card-form"
      onSubmit={submit}
      aria-describedby={`${id}-hint`}
      noValidate={false}
    >
      <div className="field">
        <label htmlFor={`${id}-number`}>Card number</label>
        <input
          id={`${id}-number`}
          className="input tabular"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          required
          value={card.number}
          onChange={set('number')}
          disabled={busy}
          aria-invalid={error !== null}
        />
      </div>
      <div className="card-form-row">
        <div className="field">
          <label htmlFor={`${id}-expiry`}>Expiry (MM / YY)</label>
          <input
            id={`${id}-expiry`}
            className="input tabular"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            maxLength={9}
            required
            value={card.expiry}
            onChange={set('expiry')}
            disabled={busy}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cvc`}>CVC</label>
          <input
            id={`${id}-cvc`}
            className="input tabular"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            required
            value={card.cvc}
            onChange={set('cvc')}
            disabled={busy}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="muted card-form-hint">
        Test mode: use <span className="tabular">{TEST_CARDS.success}</span> with any future date
        and any CVC. <span className="tabular">{TEST_CARDS.declined}</span> is declined.
      </p>
      {error !== null && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
        {busy ? 'Processing...' : submitLabel}
      </button>
    </form>
  );
}
