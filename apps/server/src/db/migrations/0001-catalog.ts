import { LOCAL_PACKAGES } from '@reelsmith/contract';

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

const seed = LOCAL_PACKAGES.map(
  (p, i) =>
    `(${quote(p.id)}, ${quote(p.name)}, ${p.credits}, ${Math.round(p.price * 100)}, ${
      p.description === undefined ? 'NULL' : quote(p.description)
    }, ${p.discountPercentage}, ${p.popular === true}, ${i})`,
).join(',\n  ');

export default `
CREATE TABLE credit_packages (
  id text PRIMARY KEY,
  name text NOT NULL,
  credits integer NOT NULL CHECK (credits > 0),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  description text,
  discount_percentage integer NOT NULL DEFAULT 0 CHECK (discount_percentage BETWEEN 0 AND 100),
  popular boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

INSERT INTO credit_packages (id, name, credits, price_cents, description, discount_percentage, popular, sort_order)
VALUES
  ${seed};
`;
