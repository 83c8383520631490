/** Money in the console: revenue to the cent, provider costs to the hundredth of a cent. */
export const dollars = (usd: number) =>
  usd.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
export const cost = (usd: number | null) =>
  usd === null
    ? 'unpriced'
    : usd.toLocaleString('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 4,
        maximumFractionDigits: 6,
      });

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => dateFormat.format(new Date(iso));
