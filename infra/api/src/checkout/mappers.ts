// Checkout, payment, order, transaction and card rows to their GraphQL shapes (SAR at the edge).
import type { Card, Checkout, CheckoutAddress, Order, Payment, PaymentMethod, ShippingMethod, Transaction } from '../generated/graphql.js';
import { halalasToSar } from 'shared-domain';
import { riyadhLocal } from '../domain/order.js';
import { addressHeader } from '../account/mappers.js';
import { scheduleSlots } from '../cart/schedule.js';
import type { Repositories } from '../plugins/repositories.js';
import type { CardRow } from './card-repository.js';
import type { CheckoutView, PaymentRow, StoredAddress, TransactionRow } from './checkout-repository.js';
import type { OrderRow, StatusHistoryRow } from './order-repository.js';

const sar = halalasToSar;

type PaymentMethodRow = { id: number; name: string; ar_name: string; description: string; ar_description: string };

export function toPaymentMethod(pm: PaymentMethodRow): PaymentMethod {
  return { id: String(pm.id), name: pm.name, arName: pm.ar_name, description: pm.description, arDescription: pm.ar_description };
}

export function toCard(row: CardRow): Card {
  return {
    id: String(row.id),
    nickName: row.nick_name,
    lastFour: row.last_four,
    default: row.is_default,
    active: row.active,
    token: row.token,
    cardType: row.card_type,
    expiryMnt: row.expiry_month,
    expiryYr: row.expiry_year,
  };
}

function toAddress(stored: StoredAddress | null): CheckoutAddress | null {
  if (!stored) return null;
  return {
    address1: stored.address1 ?? null,
    address2: stored.address2 ?? null,
    lat: stored.lat,
    long: stored.long,
    country: stored.country ?? 'SA',
    header: stored.address1 ? addressHeader(stored.address1) : '',
  };
}

/** Everything a set of checkouts refers to besides their own rows: shipping methods with their payment methods. */
export async function shippingMethodsById(repos: Repositories): Promise<Map<number, ShippingMethod>> {
  const { methods, payments } = await repos.cart.shippingMethods(10);
  const slots = scheduleSlots(new Date());
  return new Map(
    methods.map((m) => [
      m.id,
      { id: String(m.id), name: m.name, arName: m.ar_name, enName: m.en_name, paymentMethod: (payments.get(m.id) ?? []).map(toPaymentMethod), slots: m.name === 'schedule' ? slots : [] },
    ]),
  );
}

export function toCheckout(view: CheckoutView, methods: Map<number, ShippingMethod>): Checkout {
  const c = view.checkout;
  const s = view.seller;
  return {
    id: String(c.id),
    token: c.token,
    grandTotal: sar(c.grand_total_halalas),
    subTotal: sar(c.sub_total_halalas),
    deliveryCharge: sar(c.delivery_charge_halalas),
    discountAmount: sar(c.discount_halalas),
    couponAmount: sar(c.coupon_halalas),
    baseAmount: sar(c.base_halalas),
    taxAmount: sar(c.tax_halalas),
    grandTotalHalalas: c.grand_total_halalas,
    subTotalHalalas: c.sub_total_halalas,
    deliveryChargeHalalas: c.delivery_charge_halalas,
    discountAmountHalalas: c.discount_halalas,
    couponAmountHalalas: c.coupon_halalas,
    baseAmountHalalas: c.base_halalas,
    taxAmountHalalas: c.tax_halalas,
    splitType: c.split_type,
    scheduleTime: c.schedule_time ? new Date(c.schedule_time).toISOString() : null,
    // kilometres with two decimals, as the cart suggestion's deliveryDistance
    deliveryDistance: c.delivery_distance_m === null ? null : (c.delivery_distance_m / 1000).toFixed(2),
    outOfStockAction: c.out_of_stock_action,
    coupon: c.coupon_id === null ? null : { id: String(c.coupon_id), couponValue: sar(c.coupon_value_halalas ?? 0) },
    cart: c.cart_id === null ? null : { id: String(c.cart_id), user: { phone: c.user_phone } },
    shippingMethod: methods.get(c.shipping_method_id)!,
    seller: {
      id: String(s.id),
      slug: s.slug,
      name: s.name,
      arName: s.ar_name,
      phone: s.phone,
      email: s.email,
      address: s.address,
      arAddress: s.ar_address,
      lat: s.lat,
      long: s.long,
      logoImage: s.logo_image,
      deliveryMode: s.delivery_mode,
      isOpen: s.is_open,
      sellerGroup: s.group_id === null ? null : { id: String(s.group_id), name: s.group_name ?? '', arName: s.group_ar_name ?? '' },
    },
    shippingAddress: toAddress(c.shipping_address),
    billingAddress: toAddress(c.billing_address),
    lines: view.lines.map((l) => ({
      id: String(l.id),
      quantity: l.quantity,
      product: { id: String(l.product_id), slug: l.slug, name: l.name, arName: l.ar_name, image: l.image },
      itemSellingPrice: sar(l.item_selling_price_halalas),
      totalSellingPrice: sar(l.total_selling_price_halalas),
      itemSellingPriceHalalas: l.item_selling_price_halalas,
      totalSellingPriceHalalas: l.total_selling_price_halalas,
    })),
    orderId: c.order_id === null ? null : String(c.order_id),
    createdAt: new Date(c.created_at).toISOString(),
  };
}

export function toPayment(row: PaymentRow, methods: Map<number, PaymentMethodRow>, cards: Map<number, CardRow>): Payment {
  const card = row.card_id === null ? undefined : cards.get(row.card_id);
  const method = row.payment_method_id === null ? undefined : methods.get(row.payment_method_id);
  return {
    id: String(row.id),
    status: row.status,
    gateway: row.gateway,
    amount: sar(row.amount_halalas),
    amountHalalas: row.amount_halalas,
    currency: row.currency,
    givenId: row.given_id,
    pspId: row.psp_id,
    paymentMethod: method ? toPaymentMethod(method) : null,
    card: card ? toCard(card) : null,
    cardBrand: row.card_brand ?? card?.card_type ?? null,
    lastFour: row.last_four ?? card?.last_four ?? null,
  };
}

/** Payments with their methods and cards loaded in two queries. */
export async function loadPayments(repos: Repositories, rows: PaymentRow[]): Promise<Map<number, Payment>> {
  const [methods, cards] = await Promise.all([
    repos.checkout.paymentMethodsByIds([...new Set(rows.flatMap((r) => (r.payment_method_id === null ? [] : [r.payment_method_id])))]),
    repos.cards.byIds([...new Set(rows.flatMap((r) => (r.card_id === null ? [] : [r.card_id])))]),
  ]);
  return new Map(rows.map((r) => [r.id, toPayment(r, methods, cards)]));
}

export function toTransaction(row: TransactionRow, payment: Payment): Transaction {
  return {
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    pspId: row.psp_id,
    amount: sar(row.amount_halalas),
    amountHalalas: row.amount_halalas,
    currency: row.currency,
    payment,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toStatus(row: { status_id: number; status_code: string; status_name: string; status_ar_name: string }) {
  return { id: String(row.status_id), statusCode: row.status_code, name: row.status_name, arName: row.status_ar_name };
}

/** Orders by id, each with its history, checkout and payment, in a fixed number of queries. */
export async function loadOrders(repos: Repositories, ids: readonly number[]): Promise<Map<number, Order>> {
  const { orders, history } = await repos.orders.ordersByIds(ids);
  if (orders.length === 0) return new Map();
  const [views, methods, paymentRows] = await Promise.all([
    repos.checkout.views(orders.map((o) => o.checkout_id)),
    shippingMethodsById(repos),
    repos.checkout.paymentsByIds(orders.map((o) => o.payment_id)),
  ]);
  const payments = await loadPayments(repos, [...paymentRows.values()]);
  const byOrder = new Map<number, StatusHistoryRow[]>();
  for (const h of history) byOrder.set(h.order_id, [...(byOrder.get(h.order_id) ?? []), h]);
  return new Map(orders.map((o: OrderRow) => [o.id, {
    id: String(o.id),
    orderNumber: o.order_number,
    createdLocal: riyadhLocal(new Date(o.created_at)),
    createdAt: new Date(o.created_at).toISOString(),
    eta: o.eta ? new Date(o.eta).toISOString() : null,
    rating: o.rating,
    orderRated: o.order_rated,
    status: toStatus(o),
    statusDetail: (byOrder.get(o.id) ?? []).map((h) => ({ status: toStatus(h), createdAt: new Date(h.created_at).toISOString() })),
    checkout: toCheckout(views.get(o.checkout_id)!, methods),
    payment: payments.get(o.payment_id)!,
  }]));
}
