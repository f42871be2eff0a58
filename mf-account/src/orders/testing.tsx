// What the order pages' tests share: the store behind one stubbed fetch (/graphql answered by operation
// name, the gateway's /api/uploads), the pages rendered as the account remote renders them (its cache
// policy and GraphQL boundary, the page's i18next in the test's language, a router), a signed-in
// shopper on the test bus, and orders as the API answers them.
import { type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { GraphQLTestProvider, renderInFrame, resetGraphQLClients } from 'remote-kit/testing';
import { accountCachePolicy } from '../api/cache-policy';
import { setAccountLanguage, type TestLanguage } from '../test/i18n';
import { testBus } from '../test/test-bus';

export type { TestLanguage };

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

export interface StoreAnswers {
  /** By operation name: the `data` to answer, or a function of the variables (an Error is a failed request). */
  graphql?: Record<string, Answer>;
  /** POST /api/uploads: the JSON body and status, from the files sent. */
  uploads?: (files: File[]) => { status: number; body: unknown };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubStore(answers: StoreAnswers = {}) {
  const graphqlCalls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const uploads: File[][] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/graphql') {
      const { operationName, variables = {} } = JSON.parse(String(init.body)) as { operationName: string; variables?: Record<string, unknown> };
      graphqlCalls.push({ operationName, variables });
      const answer = answers.graphql?.[operationName];
      if (answer === undefined) return json({ errors: [{ message: `no answer for ${operationName}` }] }, 500);
      const data = typeof answer === 'function' ? await (answer as (v: Record<string, unknown>) => unknown)(variables) : answer;
      if (data instanceof Error) return json({ errors: [{ message: data.message }] }, 502);
      return json({ data });
    }
    if (url === '/api/uploads' && init.method === 'POST') {
      const files = (init.body as FormData).getAll('files') as File[];
      uploads.push(files);
      const answer = answers.uploads?.(files) ?? { status: 500, body: { success: false, key: 'operation_failed' } };
      return json(answer.body, answer.status);
    }
    return json({ success: false, key: 'not_found' }, 404);
  });
  const calls = (name: string) => graphqlCalls.filter((c) => c.operationName === name).map((c) => c.variables);
  return { fetchMock, calls, uploads };
}

export const SARA = { userId: '12', firstName: 'Sara', lastName: 'Al-Qahtani', fullName: 'Sara Al-Qahtani', language: 'AR' } as const;

export const signIn = () => testBus().publish('session:changed', { status: 'user', user: SARA });
export const beGuest = () => testBus().publish('session:changed', { status: 'guest' });

/** Renders the account's order routes at `path` in the language, as the remote does. */
export async function renderOrders(ui: ReactElement, { language, path, route }: { language: TestLanguage; path: string; route: string }) {
  await setAccountLanguage(language);
  return renderInFrame(
    <GraphQLTestProvider policy={accountCachePolicy}>
      <Routes>
        <Route path={route} element={ui} />
        <Route path="*" element={null} />
      </Routes>
    </GraphQLTestProvider>,
    { language, path },
  );
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';

export function resetOrderTests(): void {
  resetGraphQLClients();
}

/** A price as the page writes it, from riyals with two decimals ("189.00"). */
export function sar(riyals: string, language: TestLanguage): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    numberingSystem: language === 'ar' ? 'arab' : 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(riyals as `${number}`)
    // as the page's text reads once whitespace is collapsed (Intl puts a no-break space after SAR)
    .replace(/\s+/g, ' ');
}

const status = (id: string, statusCode: string, name: string, arName: string) => ({ __typename: 'OrderStatus', id, statusCode, name, arName });

export const STATUSES = {
  placed: status('1', 'placed', 'Order placed', 'تم استلام الطلب'),
  accepted: status('2', 'accepted', 'Accepted by the store', 'قبل المتجر الطلب'),
  preparing: status('3', 'preparing', 'Being prepared', 'جارٍ تجهيز الطلب'),
  out_for_delivery: status('4', 'out_for_delivery', 'Out for delivery', 'الطلب في الطريق إليك'),
  delivered: status('6', 'delivered', 'Delivered', 'تم التوصيل'),
} as const;

const SELLER = { __typename: 'Seller', id: '5', name: 'Tamimi Markets Olaya', arName: 'أسواق التميمي العليا' };

/** An order as the lists read it. */
export function listedOrder(id: number, overrides: { statusCode?: keyof typeof STATUSES; favourite?: boolean; createdAt?: string; total?: number } = {}) {
  return {
    __typename: 'Order',
    id: String(id),
    orderNumber: `SG-2026-${String(id).padStart(6, '0')}`,
    createdAt: overrides.createdAt ?? '2026-05-20T14:40:00.000Z',
    favourite: overrides.favourite ?? false,
    status: STATUSES[overrides.statusCode ?? 'delivered'],
    checkout: {
      __typename: 'Checkout',
      id: String(100 + id),
      grandTotalHalalas: overrides.total ?? 45_335,
      seller: SELLER,
      lines: [
        { __typename: 'CheckoutLine', id: `${id}1`, quantity: 2 },
        { __typename: 'CheckoutLine', id: `${id}2`, quantity: 1 },
      ],
    },
  };
}

export function connection(orders: ReturnType<typeof listedOrder>[], { hasNextPage = false, totalCount = orders.length } = {}) {
  return {
    __typename: 'OrderConnection',
    totalCount,
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: orders.length > 0 ? `cursor-${orders.at(-1)!.id}` : null },
    edges: orders.map((node) => ({ __typename: 'OrderEdge', cursor: `cursor-${node.id}`, node })),
  };
}

/** One delivered order with everything its page shows. */
export function detailedOrder(overrides: { statusCode?: keyof typeof STATUSES; rating?: number | null; favourite?: boolean } = {}) {
  const statusCode = overrides.statusCode ?? 'delivered';
  const path = (['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'] as const).slice(0, Object.keys(STATUSES).indexOf(statusCode) + 1);
  const listed = listedOrder(88, { statusCode, favourite: overrides.favourite });
  return {
    ...listed,
    eta: '2026-05-20T15:40:00.000Z',
    rating: overrides.rating ?? null,
    orderRated: Boolean(overrides.rating),
    statusDetail: path.map((code, i) => ({ __typename: 'OrderStatusDetail', createdAt: `2026-05-20T14:${String(40 + i * 4).padStart(2, '0')}:00.000Z`, status: STATUSES[code] })),
    checkout: {
      ...listed.checkout,
      subTotalHalalas: 44_235,
      deliveryChargeHalalas: 1100,
      discountAmountHalalas: 0,
      couponAmountHalalas: 0,
      baseAmountHalalas: 39_422,
      taxAmountHalalas: 5913,
      grandTotalHalalas: 45_335,
      scheduleTime: null,
      shippingMethod: { __typename: 'ShippingMethod', id: '1', name: 'delivery', arName: 'توصيل', enName: 'Delivery' },
      seller: { ...SELLER, address: 'Olaya Street, Riyadh', arAddress: 'شارع العليا، الرياض' },
      shippingAddress: { __typename: 'CheckoutAddress', address1: '2736 Abu Bakr Al Siddiq Road, Al Yasmin, Riyadh', address2: 'Villa 7', header: 'Riyadh' },
      lines: [
        {
          __typename: 'CheckoutLine', id: '881', quantity: 2, itemSellingPriceHalalas: 18_900, totalSellingPriceHalalas: 37_800,
          product: { __typename: 'CheckoutLineProduct', id: '301', slug: 'ajwa-dates', name: 'Ajwa Al Madinah Dates 1 kg', arName: 'تمر عجوة المدينة 1 كجم', image: null },
        },
        {
          __typename: 'CheckoutLine', id: '882', quantity: 1, itemSellingPriceHalalas: 6435, totalSellingPriceHalalas: 6435,
          product: { __typename: 'CheckoutLineProduct', id: '302', slug: 'saffron', name: 'Saffron 4 g', arName: 'زعفران 4 جم', image: null },
        },
      ],
    },
    payment: { __typename: 'Payment', id: '77', cardBrand: 'visa', lastFour: '1111', paymentMethod: { __typename: 'PaymentMethod', id: '1', name: 'card', arName: 'بطاقة' } },
  };
}

export const CATEGORIES = [
  {
    __typename: 'FeedbackCategory', id: '1', name: 'Order issue', arName: 'مشكلة في الطلب',
    issueTypes: [
      { __typename: 'FeedbackIssueType', id: '1', name: 'Missing item', arName: 'صنف ناقص' },
      { __typename: 'FeedbackIssueType', id: '2', name: 'Damaged item', arName: 'صنف تالف' },
    ],
  },
  {
    __typename: 'FeedbackCategory', id: '2', name: 'Payment', arName: 'الدفع',
    issueTypes: [{ __typename: 'FeedbackIssueType', id: '7', name: 'Charged twice', arName: 'خصم المبلغ مرتين' }],
  },
];

export function sentFeedback(id: string, overrides: { description?: string; documents?: unknown[] } = {}) {
  return {
    __typename: 'Feedback',
    id,
    createdAt: '2026-05-21T09:10:00.000Z',
    description: overrides.description ?? 'The dates box arrived crushed and several dates were broken.',
    category: { __typename: 'FeedbackCategory', id: '1', name: 'Order issue', arName: 'مشكلة في الطلب' },
    issueType: { __typename: 'FeedbackIssueType', id: '2', name: 'Damaged item', arName: 'صنف تالف' },
    feedbackItems: [{ __typename: 'FeedbackItem', lineId: '881', name: 'Ajwa Al Madinah Dates 1 kg', arName: 'تمر عجوة المدينة 1 كجم', quantity: 2 }],
    documents: overrides.documents ?? [
      { __typename: 'Document', id: '9', fileName: 'crushed-box.jpg', contentType: 'image/jpeg', size: 420_000, url: '/api/uploads/9' },
    ],
  };
}

/** An answer with the API's message texts, as every mutation result carries them. */
export function refused(key: string, errors: [field: string, key: string, en: string, ar: string][] = [], texts: [string, string] = ['Some fields need attention.', 'بعض الحقول تحتاج إلى مراجعة.']) {
  return {
    success: false,
    key,
    message: texts[0],
    arMessage: texts[1],
    errors: errors.map(([field, errorKey, message, arMessage]) => ({ __typename: 'FieldError', field, key: errorKey, message, arMessage })),
  };
}

export function succeeded(key: string) {
  return { success: true, key, message: 'Done.', arMessage: 'تم.', errors: [] };
}
