// The order page's feedback: what was sent, listed back; the form's own checks; photos uploaded through
// the gateway with their type and size checked first; the server's refusals beside their fields, in the
// page language, with what was typed kept.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { resetTestBus } from '../test/test-bus';
import { OrderPage } from './order-page';
import { CATEGORIES, detailedOrder, refused, renderOrders, resetOrderTests, sentFeedback, signIn, stubStore, succeeded } from './testing';

jest.mock('shared-events', () => jest.requireActual('remote-kit/testing').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('remote-kit/testing').withTestBusHooks(jest.requireActual('shared-events/react')));

beforeEach(() => {
  resetTestBus();
  resetOrderTests();
  signIn();
});
afterEach(() => unstubAllGlobals());

const copy = {
  ar: {
    section: 'الملاحظات', none: 'لم ترسل ملاحظات عن هذا الطلب.', open: 'أبلغ عن مشكلة في هذا الطلب', category: 'الفئة', issue: 'المشكلة', what: 'ماذا حدث؟',
    orderIssue: 'مشكلة في الطلب', damaged: 'صنف تالف', dates: 'تمر عجوة المدينة 1 كجم × ٢', howMany: 'كم قطعة من تمر عجوة المدينة 1 كجم', documents: 'صور أو مستندات PDF (اختياري)',
    hint: 'JPEG أو PNG أو WebP أو PDF، حتى ٥ م.ب لكل ملف، ٥ ملفات كحد أقصى.', send: 'أرسل الملاحظات', required: 'هذا الحقل مطلوب.', tooShort: 'يرجى كتابة ١٠ أحرف على الأقل.',
    thanks: 'شكرًا لك. وصلتنا ملاحظاتك وسنتواصل معك.', sent: 'الملاحظات التي أرسلتها', attached: 'الملفات المرفقة', remove: 'إزالة crushed-box.jpg',
    wrongType: 'يمكن إرفاق صور JPEG أو PNG أو WebP ومستندات PDF فقط.', tooLarge: 'حجم هذا الملف أكبر من ٥ م.ب.', invalidValue: 'اختر أحد الخيارات.',
    itemsNamed: 'المنتجات: تمر عجوة المدينة 1 كجم × ٢', choose: 'اختر الملفات', noFiles: 'لم تُختر ملفات', oneFile: 'ملف واحد مرفق',
  },
  en: {
    section: 'Feedback', none: "You haven't sent feedback about this order.", open: 'Report a problem with this order', category: 'Category', issue: 'Issue', what: 'What happened?',
    orderIssue: 'Order issue', damaged: 'Damaged item', dates: 'Ajwa Al Madinah Dates 1 kg × 2', howMany: 'How many of Ajwa Al Madinah Dates 1 kg', documents: 'Photos or PDF documents (optional)',
    hint: 'JPEG, PNG, WebP or PDF, up to 5 MB each, at most 5 files.', send: 'Send feedback', required: 'This field is required.', tooShort: 'Please write at least 10 characters.',
    thanks: 'Thank you. We have received your feedback and will get back to you.', sent: 'Feedback you sent', attached: 'Attached files', remove: 'Remove crushed-box.jpg',
    wrongType: 'Only JPEG, PNG or WebP photos and PDF documents can be attached.', tooLarge: 'This file is larger than 5 MB.', invalidValue: 'Choose one of the options.',
    itemsNamed: 'Items: Ajwa Al Madinah Dates 1 kg × 2', choose: 'Choose files', noFiles: 'No files chosen', oneFile: 'One file attached',
  },
} as const;

const DESCRIPTION = 'The dates box arrived crushed and several dates were broken.';
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'crushed-box.jpg', { type: 'image/jpeg' });
const uploaded = { id: '9', fileName: 'crushed-box.jpg', contentType: 'image/jpeg', size: 420_000, url: '/api/uploads/9', sha256: 'a'.repeat(64), createdAt: '2026-05-21T09:09:00.000Z' };

const render = (language: 'ar' | 'en') => renderOrders(<OrderPage />, { language, path: '/orders/88', route: '/orders/:orderId' });

/** Types a text as a paste: one input event, as fast on a busy machine as a short word. */
async function write(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function openForm(language: 'ar' | 'en') {
  const text = copy[language];
  const section = await screen.findByRole('region', { name: text.section });
  await userEvent.click(await within(section).findByRole('button', { name: text.open }));
  return within(screen.getByTestId('feedback-form'));
}

describe.each(['ar', 'en'] as const)('order feedback (%s)', (language) => {
  const text = copy[language];

  it('sends feedback with an affected item and a photo uploaded through the gateway, then lists it', async () => {
    const store = stubStore({
      graphql: {
        OrderDetail: { getOrderById: detailedOrder() },
        OrderFeedback: { feedbackCategories: CATEGORIES, orderFeedback: [] },
        SaveOrderFeedback: { saveFeedback: { ...succeeded('feedback_saved'), feedbackId: '41', feedback: sentFeedback('41', { description: DESCRIPTION }) } },
      },
      uploads: () => ({ status: 201, body: { ...succeeded('documents_uploaded'), documents: [uploaded] } }),
    });
    stubGlobal('fetch', store.fetchMock);
    await render(language);

    expect(await screen.findByText(text.none)).toBeInTheDocument();
    const form = await openForm(language);
    await waitFor(() => expect(form.getByRole('combobox', { name: text.category })).toHaveFocus());
    expect(form.getByRole('combobox', { name: text.issue })).toBeDisabled();
    await userEvent.selectOptions(form.getByRole('combobox', { name: text.category }), text.orderIssue);
    await userEvent.selectOptions(form.getByRole('combobox', { name: text.issue }), text.damaged);
    await write(form.getByRole('textbox', { name: text.what }), DESCRIPTION);
    await userEvent.click(form.getByRole('checkbox', { name: text.dates }));
    expect(form.getByRole('combobox', { name: text.howMany })).toHaveValue('2');
    await userEvent.selectOptions(form.getByRole('combobox', { name: text.howMany }), '1');

    const picker = within(form.getByRole('group', { name: text.documents }));
    expect(picker.getByRole('button', { name: text.choose })).toHaveAccessibleDescription(text.hint);
    expect(picker.getByText(text.noFiles)).toBeInTheDocument();
    const input = picker.getByTestId('document-input');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    await userEvent.upload(input, photo());
    const attached = await form.findByRole('list', { name: text.attached });
    expect(within(attached).getByRole('listitem')).toHaveTextContent('crushed-box.jpg');
    expect(within(attached).getByRole('button', { name: text.remove })).toBeInTheDocument();
    expect(store.uploads).toHaveLength(1);
    expect(store.uploads[0]!.map((f) => f.name)).toEqual(['crushed-box.jpg']);
    expect(picker.getByText(text.oneFile)).toBeInTheDocument();

    await userEvent.click(form.getByRole('button', { name: text.send }));

    expect(await screen.findByText(text.thanks)).toBeInTheDocument();
    expect(store.calls('SaveOrderFeedback')).toEqual([
      {
        input: {
          orderId: '88', categoryId: '1', issueTypeId: '2', description: DESCRIPTION,
          documentUrls: ['/api/uploads/9'], feedbackItems: [{ lineId: '881', quantity: 1 }],
        },
      },
    ]);
    const sent = screen.getByRole('list', { name: text.sent });
    const entry = within(sent).getByRole('article');
    expect(entry).toHaveTextContent(`${text.orderIssue} · ${text.damaged}`);
    expect(entry).toHaveTextContent(DESCRIPTION);
    expect(entry).toHaveTextContent(text.itemsNamed);
    expect(within(entry).getByRole('img', { name: 'crushed-box.jpg' })).toHaveAttribute('src', '/api/uploads/9');
    expect(screen.queryByTestId('feedback-form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: text.open })).toHaveFocus());
    // a long journey through one form: more time than one click needs on a busy machine
  }, 45_000);

  it('checks the form before sending and refuses a wrong file type or a file too large without uploading it', async () => {
    const store = stubStore({ graphql: { OrderDetail: { getOrderById: detailedOrder() }, OrderFeedback: { feedbackCategories: CATEGORIES, orderFeedback: [] } } });
    stubGlobal('fetch', store.fetchMock);
    await render(language);
    const form = await openForm(language);

    await write(form.getByRole('textbox', { name: text.what }), 'Broken');
    await userEvent.click(form.getByRole('button', { name: text.send }));
    expect(await form.findAllByText(text.required)).toHaveLength(2);
    expect(form.getByRole('textbox', { name: text.what })).toHaveAccessibleDescription(expect.stringContaining(text.tooShort));
    expect(form.getByRole('textbox', { name: text.what })).toHaveValue('Broken');

    const page = new File(['<html>'], 'receipt.html', { type: 'text/html' });
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'large-photo.png', { type: 'image/png' });
    await userEvent.upload(form.getByTestId('document-input'), [page, large], { applyAccept: false });
    const refusals = await form.findByTestId('document-refusals');
    expect(refusals).toHaveTextContent(`receipt.html: ${text.wrongType}`);
    expect(refusals).toHaveTextContent(`large-photo.png: ${text.tooLarge}`);
    expect(store.uploads).toHaveLength(0);
    expect(store.calls('SaveOrderFeedback')).toEqual([]);
  });

  it("shows the server's field refusals beside their fields and keeps what was typed", async () => {
    const store = stubStore({
      graphql: {
        OrderDetail: { getOrderById: detailedOrder() },
        OrderFeedback: { feedbackCategories: CATEGORIES, orderFeedback: [sentFeedback('40')] },
        SaveOrderFeedback: {
          saveFeedback: {
            ...refused('invalid_input', [
              ['input.issueTypeId', 'invalid_value', 'Choose one of the options.', 'اختر أحد الخيارات.'],
              ['input.description', 'field_too_short', 'Too short.', 'قصير جدًا.'],
            ]),
            feedbackId: null,
            feedback: null,
          },
        },
      },
    });
    stubGlobal('fetch', store.fetchMock);
    await render(language);
    // what was sent before is listed
    expect(await screen.findByRole('list', { name: text.sent })).toHaveTextContent(text.damaged);

    const form = await openForm(language);
    await userEvent.selectOptions(form.getByRole('combobox', { name: text.category }), text.orderIssue);
    await userEvent.selectOptions(form.getByRole('combobox', { name: text.issue }), text.damaged);
    await write(form.getByRole('textbox', { name: text.what }), DESCRIPTION);
    await userEvent.click(form.getByRole('button', { name: text.send }));

    await waitFor(() => expect(form.getByRole('combobox', { name: text.issue })).toHaveAccessibleDescription(text.invalidValue));
    expect(form.getByRole('combobox', { name: text.issue })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: text.what })).toHaveAccessibleDescription(expect.stringContaining(text.tooShort));
    expect(form.getByRole('textbox', { name: text.what })).toHaveValue(DESCRIPTION);
    expect(form.getByRole('combobox', { name: text.category })).toHaveValue('1');
    expect(screen.queryByText(text.thanks)).not.toBeInTheDocument();
  });
});
