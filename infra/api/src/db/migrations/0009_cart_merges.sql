-- Guest carts merged into a user's cart at login, by the key the browser generated once for that guest
-- cart: a repeated merge (a retried request whose answer was lost) is recognised and changes nothing.
CREATE TABLE cart_merges (
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  merge_key text NOT NULL CHECK (length(merge_key) BETWEEN 16 AND 64),
  merged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, merge_key)
);
