import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// `pure`: Stripe.js is fetched when loadStripe is called, not when this module loads.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';

/** Stripe.js, once per publishable key. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = stripeByKey.get(key);
  if (promise === undefined) {
    promise = loadStripe(key);
    stripeByKey.set(key, promise);
  }
  return promise;
};

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  /** Called with a function that confirms the card with Stripe; it throws the card error. */
  onSubmit: (confirmWithStripe: () => Promise<void>) => void;
}

function Form({
  submitLabel,
  busy,
  error,
  onSubmit,
}: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || stripe === null || elements === null) return;
    onSubmit(async () => {
      // Card confirmation with the provider, using the client secret
      // (docs/product/credits-and-payments.md#in-page-card-payment).
      const { error: cardError } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/payment` },
      });
      if (cardError !== undefined) throw new Error(cardError.message ?? 'Payment failed');
    });
  };
  return (
    <form className="card-form" onSubmit={submit}>
      <PaymentElement onReady={() => setReady(true)} />
      {error !== null && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block btn-lg"
        disabled={busy || !ready || stripe === null}
      >
        {busy ? 'Processing...' : submitLabel}
      </button>
    </form>
  );
}

/** The in-page card form with Stripe Elements. Loaded on demand, only when Stripe is on. */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  ...form
}: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'night' } }}
    >
      <Form {...form} />
    </Elements>
  );
}
