// One shopper's cart under concurrent changes, on PGlite and on a real PostgreSQL server: changes of
// one cart take turns, so each request is answered with the cart as its own change left it, nothing is
// lost, and the cart never grows past its line limit; no request gets the database's error.
import { MAX_CART_LINES } from '../src/cart/cart-repository.js';
import { shopper } from './helpers/checkout-flow.js';
import { describeEachEngine, type TestApi } from './helpers/test-api.js';

const RESULT = 'success key message arMessage errors { field key message arMessage } cart { id totalItems cartItem { quantity product { id } } }';
const ADD = `mutation($items: [CartItemInput!]!) { addToCart(items: $items) { ${RESULT} } }`;
const SET = `mutation($id: ID!, $q: Int!) { updateCartQuantity(productId: $id, quantity: $q) { ${RESULT} } }`;

interface Line { quantity: number; product: { id: string } }

/** Active products that may be ordered at least `atLeast` at a time, with an offer in stock somewhere. */
async function products(api: TestApi, count: number, atLeast = 20): Promise<string[]> {
  const rows = await api.db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.active AND coalesce(p.max_order, 50) >= $2
       AND EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.stock > 0)
     ORDER BY p.id LIMIT $1`,
    [count, atLeast],
  );
  expect(rows).toHaveLength(count);
  return rows.map((r) => String(r.id));
}

const quantityOf = (cart: { cartItem: Line[] } | null | undefined, id: string) => cart?.cartItem.find((l) => l.product.id === id)?.quantity;

describeEachEngine('one cart under concurrent changes', (api) => {
  it('answers each concurrent add with the cart as it left it, in whatever order the lines were listed, losing none', async () => {
    const s = await shopper(api(), 'cart-adds');
    const ids = await products(api(), 4);
    const orders = [ids, [...ids].reverse(), [ids[2]!, ids[0]!, ids[3]!, ids[1]!], [ids[1]!, ids[3]!, ids[0]!, ids[2]!]];
    const requests = Array.from({ length: 12 }, (_, i) => orders[i % orders.length]!.map((productId) => ({ productId, quantity: 1 })));
    const answers = (await Promise.all(requests.map((items) => api().gql(ADD, { items }, s.auth)))).map((r) => r.data?.addToCart);
    for (const [i, answer] of answers.entries()) {
      expect(answer, `request ${i}`).toMatchObject({ success: true, key: 'cart_updated', errors: [], arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    // the changes took turns: the first line read 1, 2, … 12 across the answers, each once
    expect(answers.map((a) => quantityOf(a.cart, ids[0]!)).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const rows = await api().db.query<{ product_id: number; quantity: number }>(
      'SELECT product_id, quantity FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = $1 ORDER BY product_id', [s.userId],
    );
    expect(rows.map((r) => [String(r.product_id), r.quantity])).toEqual(ids.map((id) => [id, 12]));
  });

  it('answers each concurrent quantity change with its own quantity, and one of them stands', async () => {
    const s = await shopper(api(), 'cart-quantity');
    const [id] = await products(api(), 1);
    const quantities = [3, 7, 1, 9, 4, 6, 2, 8];
    const answers = (await Promise.all(quantities.map((q) => api().gql(SET, { id, q }, s.auth)))).map((r) => r.data?.updateCartQuantity);
    for (const [i, answer] of answers.entries()) {
      expect(answer, `request ${i}`).toMatchObject({ success: true, key: 'cart_updated' });
      expect(quantityOf(answer.cart, id!), `request ${i}`).toBe(quantities[i]);
    }
    const [row] = await api().db.query<{ quantity: number }>(
      'SELECT quantity FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = $1', [s.userId],
    );
    expect(quantities).toContain(row!.quantity);
  });

  it('never lets concurrent adds take the cart past its line limit, and says which were left out', async () => {
    const s = await shopper(api(), 'cart-full');
    const ids = await products(api(), MAX_CART_LINES + 4, 1);
    const filled = await api().gql(ADD, { items: ids.slice(0, MAX_CART_LINES - 2).map((productId) => ({ productId, quantity: 1 })) }, s.auth);
    expect(filled.data.addToCart.cart.totalItems).toBe(MAX_CART_LINES - 2);
    const extra = ids.slice(MAX_CART_LINES - 2);
    const answers = (await Promise.all(extra.map((productId) => api().gql(ADD, { items: [{ productId, quantity: 1 }] }, s.auth)))).map((r) => r.data?.addToCart);
    const added = answers.filter((a) => a.errors.length === 0);
    const leftOut = answers.filter((a) => a.errors.length > 0);
    expect(added).toHaveLength(2);
    for (const answer of leftOut) {
      expect(answer).toMatchObject({ success: true, errors: [{ field: 'items', key: 'cart_too_many_lines', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) }] });
      expect(answer.cart.totalItems).toBe(MAX_CART_LINES);
    }
    const [{ n }] = (await api().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = $1', [s.userId],
    )) as [{ n: number }];
    expect(n).toBe(MAX_CART_LINES);
  });
});
