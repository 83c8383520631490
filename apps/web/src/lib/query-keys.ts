/**
 * Query keys that more than one feature reads or invalidates. Features do not import each
 * other (docs/decisions/0023-web-boundaries.md): whoever changes the balance (a purchase, the
 * editor's finalize, a refund seen on the event stream) invalidates these keys from here.
 */

/** GET /credits/balance. */
export const balanceQueryKey = ['credits', 'balance'] as const;

/** GET /credits/check. */
export const creditCheckQueryKey = ['credits', 'check'] as const;
