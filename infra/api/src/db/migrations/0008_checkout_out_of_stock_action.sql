-- What the shopper wants done when the chosen seller lacks an item (spec §3: REPLACE, REMOVE, BOTH).
ALTER TABLE checkouts ADD COLUMN out_of_stock_action text NOT NULL DEFAULT 'REPLACE'
  CHECK (out_of_stock_action IN ('REPLACE', 'REMOVE', 'BOTH'));
