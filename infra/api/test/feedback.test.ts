// Order feedback (feedbackCategories, saveFeedback, orderFeedback) on PGlite and on PostgreSQL: the
// feedback names the shopper's own order, its lines and the documents the shopper uploaded.
import { describeCheckoutWorld, shopper } from './helpers/checkout-flow.js';
import { placedOrder } from './helpers/placed-orders.js';
import { multipartBody, pdfReceipt, pngImage } from './helpers/sample-files.js';
import type { TestApi } from './helpers/test-api.js';
import { feedbackFormSchema, validateInput } from 'shared-domain';

const ARABIC = /[\u0600-\u06FF]/;
const DOCUMENT = 'id fileName contentType size sha256 url createdAt';
const FEEDBACK = `id orderId categoryId issueTypeId category { id name arName } issueType { id name arName } description documentUrls
  documents { ${DOCUMENT} } feedbackItems { lineId productId name arName image quantity } createdAt`;
const SAVE = `mutation($input: FeedbackInput!) { saveFeedback(input: $input) {
  success key message arMessage errors { field key message arMessage } feedbackId feedback { ${FEEDBACK} } } }`;
const LIST = `query($o: ID!) { orderFeedback(orderId: $o) { ${FEEDBACK} } }`;
const CATEGORIES = '{ feedbackCategories { id name arName issueTypes { id name arName } } }';

interface Category { id: string; name: string; arName: string; issueTypes: { id: string; name: string; arName: string }[] }

async function categories(api: TestApi): Promise<Category[]> {
  return (await api.gql(CATEGORIES)).data.feedbackCategories;
}

/** Documents uploaded as the gateway forwards them, answering their ids. */
async function uploaded(api: TestApi, auth: Record<string, string>, files: { name: string; bytes: Buffer }[]): Promise<{ id: string; url: string }[]> {
  const body = await multipartBody(files);
  const res = await api.app.inject({
    method: 'POST', url: '/internal/documents', payload: body.payload,
    headers: { 'content-type': body.contentType, 'x-gateway-secret': api.config.gatewaySecret, ...auth },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().documents;
}

async function stored(api: TestApi) {
  const [row] = await api.db.query<{ feedback: number; lines: number; documents: number }>(
    'SELECT (SELECT count(*)::int FROM feedback) AS feedback, (SELECT count(*)::int FROM feedback_lines) AS lines, (SELECT count(*)::int FROM feedback_documents) AS documents',
  );
  return row;
}

describeCheckoutWorld('order feedback', (world) => {
  it('lists the categories with their issue types in both languages', async () => {
    const list = await categories(world().api);
    expect(list.map((c) => [c.name, c.arName])).toEqual([
      ['Order issue', 'مشكلة في الطلب'],
      ['Payment', 'الدفع'],
      ['App and website', 'التطبيق والموقع'],
    ]);
    expect(list[0]!.issueTypes.map((t) => [t.name, t.arName])).toEqual([
      ['Missing item', 'صنف ناقص'],
      ['Damaged item', 'صنف تالف'],
      ['Wrong item', 'صنف خاطئ'],
      ['Late delivery', 'تأخر التوصيل'],
      ['Quality', 'الجودة'],
      ['Other', 'أخرى'],
    ]);
    for (const c of list) {
      expect(c.issueTypes.length).toBeGreaterThan(1);
      for (const t of c.issueTypes) expect(t.arName).toMatch(ARABIC);
    }
  });

  it('saves feedback on the shopper’s order with its lines and uploaded documents, and lists it back', async () => {
    const { api } = world();
    const s = await shopper(api, 'feedback-owner');
    const order = await placedOrder(world(), s.auth);
    const [orderIssue] = await categories(api);
    const damaged = orderIssue!.issueTypes.find((t) => t.name === 'Damaged item')!;
    const [photo, receipt] = await uploaded(api, s.auth, [{ name: 'crushed box.png', bytes: pngImage(32, 24) }, { name: 'receipt.pdf', bytes: pdfReceipt() }]);

    const description = 'علبة التمر وصلت مكسورة والتمر متضرر، أرفقت صورة العلبة والفاتورة.';
    const res = (await api.gql(SAVE, {
      input: {
        categoryId: orderIssue!.id, issueTypeId: damaged.id, orderId: order.id, description: `  ${description}  `,
        documentUrls: [photo!.url, receipt!.id],
        feedbackItems: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      },
    }, s.auth)).data.saveFeedback;
    expect(res).toMatchObject({ success: true, key: 'feedback_saved', arMessage: expect.stringMatching(ARABIC), errors: [], feedbackId: expect.stringMatching(/^\d+$/) });
    expect(res.feedback).toMatchObject({
      id: res.feedbackId, orderId: order.id, categoryId: orderIssue!.id, issueTypeId: damaged.id,
      category: { name: 'Order issue', arName: 'مشكلة في الطلب' }, issueType: { name: 'Damaged item', arName: 'صنف تالف' },
      description,
      documentUrls: [`/api/uploads/${photo!.id}`, `/api/uploads/${receipt!.id}`],
      documents: [
        { id: photo!.id, fileName: 'crushed box.png', contentType: 'image/png' },
        { id: receipt!.id, fileName: 'receipt.pdf', contentType: 'application/pdf' },
      ],
      feedbackItems: [{ lineId: order.lines[0]!.id, productId: order.lines[0]!.productId, quantity: 1, name: expect.stringMatching(/Ajwa/), arName: expect.stringMatching(ARABIC) }],
    });

    // a second note on the same order (late delivery, no lines or documents); newest first
    const late = orderIssue!.issueTypes.find((t) => t.name === 'Late delivery')!;
    const second = (await api.gql(SAVE, { input: { categoryId: orderIssue!.id, issueTypeId: late.id, orderId: order.id, description: 'The order arrived two hours after the promised time.' } }, s.auth)).data.saveFeedback;
    expect(second).toMatchObject({ success: true, feedback: { documentUrls: [], documents: [], feedbackItems: [] } });
    const listed = (await api.gql(LIST, { o: order.id }, s.auth)).data.orderFeedback;
    expect(listed.map((f: { id: string }) => f.id)).toEqual([second.feedbackId, res.feedbackId]);
    expect(listed[1]).toEqual(res.feedback);
  });

  it('refuses bad input with field errors in both languages and stores nothing', async () => {
    const { api } = world();
    const s = await shopper(api, 'feedback-bad');
    const other = await shopper(api, 'feedback-bad-other');
    const order = await placedOrder(world(), s.auth);
    const otherOrder = await placedOrder(world(), other.auth);
    const [orderIssue, payment] = await categories(api);
    const missing = orderIssue!.issueTypes[0]!;
    const [mine] = await uploaded(api, s.auth, [{ name: 'photo.png', bytes: pngImage() }]);
    const [theirs] = await uploaded(api, other.auth, [{ name: 'their-photo.png', bytes: pngImage(3, 3, [200, 20, 20]) }]);
    const valid = { categoryId: orderIssue!.id, issueTypeId: missing.id, orderId: order.id, description: 'One bag of saffron was missing from the order.' };
    const before = await stored(api);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: 'Too short' }, 'input.description', 'field_too_short'],
      [{ description: '          ' }, 'input.description', 'field_required'],
      [{ description: 'ب'.repeat(2001) }, 'input.description', 'field_too_long'],
      [{ categoryId: 'abc' }, 'input.categoryId', 'not_found'],
      [{ categoryId: '999' }, 'input.categoryId', 'invalid_value'],
      [{ issueTypeId: payment!.issueTypes[0]!.id }, 'input.issueTypeId', 'invalid_value'],
      [{ feedbackItems: [{ lineId: otherOrder.lines[0]!.id, quantity: 1 }] }, 'input.feedbackItems.0.lineId', 'not_found'],
      [{ feedbackItems: [{ lineId: order.lines[0]!.id, quantity: 3 }] }, 'input.feedbackItems.0.quantity', 'invalid_number'],
      [{ feedbackItems: [{ lineId: order.lines[0]!.id, quantity: 0 }] }, 'input.feedbackItems.0.quantity', 'invalid_number'],
      [{ feedbackItems: [{ lineId: order.lines[1]!.id, quantity: 1 }, { lineId: order.lines[1]!.id, quantity: 1 }] }, 'input.feedbackItems.1.lineId', 'invalid_value'],
      [{ documentUrls: [mine!.url, theirs!.url] }, 'input.documentUrls.1', 'not_found'],
      [{ documentUrls: ['/api/uploads/99999999'] }, 'input.documentUrls.0', 'not_found'],
      [{ documentUrls: ['https://evil.example/x.png'] }, 'input.documentUrls.0', 'not_found'],
      [{ documentUrls: Array.from({ length: 6 }, () => mine!.id) }, 'input.documentUrls', 'too_many_documents'],
    ];
    for (const [change, field, key] of cases) {
      const res = (await api.gql(SAVE, { input: { ...valid, ...change } }, s.auth)).data.saveFeedback;
      expect({ change, success: res.success, key: res.key, feedbackId: res.feedbackId }).toEqual({ change, success: false, key: 'invalid_input', feedbackId: null });
      expect(res.errors).toEqual([expect.objectContaining({ field, key, message: expect.any(String), arMessage: expect.stringMatching(ARABIC) })]);
    }
    expect(await stored(api)).toEqual(before);

    // the valid input goes through
    expect((await api.gql(SAVE, { input: valid }, s.auth)).data.saveFeedback.success).toBe(true);
  });

  it("gives the order page's verdict on a description: what the form refuses before sending, the API refuses alike", async () => {
    const { api } = world();
    const s = await shopper(api, 'feedback-rules');
    const order = await placedOrder(world(), s.auth);
    const [orderIssue] = await categories(api);
    const choice = { categoryId: orderIssue!.id, issueTypeId: orderIssue!.issueTypes[0]!.id };
    const descriptions = ['Too short', '   ', 'ب'.repeat(2001), 'x'.repeat(9000), '  نقص كيس الزعفران من الطلب.  ', 'The saffron bag was missing.'];
    for (const description of descriptions) {
      const form = validateInput(feedbackFormSchema, { ...choice, description, lines: [], documentUrls: [] });
      const res = (await api.gql(SAVE, { input: { ...choice, orderId: order.id, description } }, s.auth)).data.saveFeedback;
      const formVerdict = form.ok ? 'accepted' : form.problems.find((p) => p.field === 'description')?.key;
      const apiVerdict = res.success ? 'accepted' : res.errors.find((e: { field: string }) => e.field === 'input.description')?.key;
      expect({ description: description.slice(0, 12), verdict: apiVerdict }).toEqual({ description: description.slice(0, 12), verdict: formVerdict });
    }
  });

  it("refuses another shopper's order, and shows feedback only to its owner", async () => {
    const { api } = world();
    const owner = await shopper(api, 'feedback-private');
    const stranger = await shopper(api, 'feedback-stranger');
    const order = await placedOrder(world(), owner.auth);
    const [orderIssue] = await categories(api);
    const input = { categoryId: orderIssue!.id, issueTypeId: orderIssue!.issueTypes[2]!.id, orderId: order.id, description: 'I received a different brand of dates than I ordered.' };
    const before = await stored(api);

    const foreign = (await api.gql(SAVE, { input }, stranger.auth)).data.saveFeedback;
    expect(foreign).toMatchObject({ success: false, key: 'not_found', feedbackId: null, errors: [expect.objectContaining({ field: 'input.orderId', key: 'not_found', arMessage: expect.stringMatching(ARABIC) })] });
    expect((await api.gql(SAVE, { input })).data.saveFeedback).toMatchObject({ success: false, key: 'unauthorized' });
    expect(await stored(api)).toEqual(before);

    const saved = (await api.gql(SAVE, { input }, owner.auth)).data.saveFeedback;
    expect(saved.success).toBe(true);
    expect((await api.gql(LIST, { o: order.id }, stranger.auth)).data.orderFeedback).toEqual([]);
    expect((await api.gql(LIST, { o: order.id })).data.orderFeedback).toEqual([]);
    expect((await api.gql(LIST, { o: order.id }, owner.auth)).data.orderFeedback).toHaveLength(1);
  });
});
