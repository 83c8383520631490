// The packs as they shipped, written out: a migration never reads the code's constants, which
// change, or editing one would rewrite a migration that has already run. When the contract's
// LOCAL_PACKAGES changes, a new migration changes the rows (migrations-data.test.ts notices).
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
  ('starter', 'Starter Pack', 3, 300, 'Try Reelsmith with three videos.', 20, false, 0),
  ('popular', 'Popular Pack', 10, 800, 'Ten videos for creators who post every week.', 30, true, 1),
  ('pro', 'Pro Pack', 20, 1400, 'Twenty videos at the lowest price per video.', 40, false, 2);
`;
