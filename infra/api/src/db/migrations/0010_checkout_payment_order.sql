-- Checkout → payment → order. A payment row is the intent to pay one checkout: its given_id is the
-- idempotency key the browser sends to the provider, so a retried payment never charges twice.

ALTER TABLE payments
  ADD COLUMN given_id uuid UNIQUE,
  ADD COLUMN user_id integer REFERENCES users (id),
  ADD COLUMN card_id integer REFERENCES cards (id),
  ADD COLUMN callback_url text,
  ADD COLUMN description text,
  ADD COLUMN customer_ip text,
  -- what the provider reported of the card (brand, last four digits): shown with the order
  ADD COLUMN card_brand text,
  ADD COLUMN last_four text CHECK (last_four ~ '^[0-9]{4}$'),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE payments ADD CONSTRAINT payments_status_known
  CHECK (status IN ('initiated', 'authorized', 'paid', 'failed', 'voided', 'refunded', 'superseded'));
-- one open intent per checkout: a double click finds the first instead of making a second
CREATE UNIQUE INDEX payments_one_open_intent ON payments (checkout_id) WHERE status = 'initiated';
CREATE INDEX payments_checkout ON payments (checkout_id, id DESC);

ALTER TABLE transactions ADD CONSTRAINT transactions_kind_known
  CHECK (kind IN ('authorization', 'capture', 'void', 'refund'));
ALTER TABLE transactions ADD COLUMN status text;
-- a capture, void or refund is recorded once per payment, whoever (or however often) asks for it
CREATE UNIQUE INDEX transactions_once_per_payment ON transactions (payment_id, kind) WHERE kind IN ('capture', 'void', 'refund');
CREATE INDEX transactions_payment ON transactions (payment_id, id);

ALTER TABLE checkouts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX checkouts_user ON checkouts (user_id, id DESC);

-- Order numbers SG-<year>-<six digits>, from one sequence (a rolled-back order leaves a gap, never a repeat).
CREATE SEQUENCE order_number_seq;
ALTER TABLE orders ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The order lifecycle. Older databases were seeded with upper-case codes at other ids; no order exists
-- that refers to them, so the rows are rewritten in place.
ALTER TABLE order_statuses
  ADD COLUMN name text NOT NULL DEFAULT '',
  ADD COLUMN ar_name text NOT NULL DEFAULT '';
INSERT INTO order_statuses (id, status_code, name, ar_name) VALUES
  (1, 'placed', 'Order placed', 'تم استلام الطلب'),
  (2, 'accepted', 'Accepted by the store', 'قبل المتجر الطلب'),
  (3, 'preparing', 'Being prepared', 'جارٍ تجهيز الطلب'),
  (4, 'out_for_delivery', 'Out for delivery', 'الطلب في الطريق إليك'),
  (5, 'ready_for_pickup', 'Ready for pickup', 'الطلب جاهز للاستلام'),
  (6, 'delivered', 'Delivered', 'تم التوصيل'),
  (7, 'cancelled', 'Cancelled', 'تم إلغاء الطلب')
ON CONFLICT (id) DO UPDATE SET status_code = EXCLUDED.status_code, name = EXCLUDED.name, ar_name = EXCLUDED.ar_name;
DELETE FROM order_statuses WHERE id > 7;
CREATE INDEX order_status_history_order ON order_status_history (order_id, id);

-- Saved cards: when they were added, and one row per provider token and user.
ALTER TABLE cards
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX cards_user_token ON cards (user_id, token);
