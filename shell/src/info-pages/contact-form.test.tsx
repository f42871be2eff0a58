import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources } from 'remote-kit';
import { renderShell, testI18n } from '../test/render';
import ar from './locales/ar/info.json';
import en from './locales/en/info.json';
import { ContactForm } from './contact-form';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

addResources(testI18n, { ar: { footer: { pages: ar } }, en: { footer: { pages: en } } });

const words = {
  en: {
    name: 'Full name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    sent: 'Thank you. Your message has been received and our team will reply soon.',
    failed: /Your message could not be sent just now\. What you wrote is still here/,
    tooMany: /You have sent several messages in the last hour/,
    values: { name: 'Sara Alqahtani', email: 'sara..alqahtani@example.sa', subject: 'Late order', message: 'My order from this morning has not arrived yet.' },
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    subject: 'الموضوع',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    sent: 'شكراً لك. تم استلام رسالتك وسيرد عليك فريقنا قريباً.',
    failed: /تعذّر إرسال رسالتك الآن\. ما كتبته ما زال هنا/,
    tooMany: /أرسلت عدة رسائل خلال الساعة الماضية/,
    values: { name: 'سارة القحطاني', email: 'sara..alqahtani@example.sa', subject: 'تأخر الطلب', message: 'طلبي من صباح اليوم لم يصل حتى الآن، أرجو المتابعة.' },
  },
} as const;

// The gateway's 400 when its checks refuse what the form's own let through (field names as the form's).
const refused = {
  success: false,
  key: 'invalid_input',
  message: 'Some fields need attention.',
  arMessage: 'بعض الحقول تحتاج إلى مراجعة.',
  errors: [
    { field: 'message', key: 'field_too_long', message: 'This field is too long.', arMessage: 'هذا الحقل طويل جدًا.' },
    { field: 'email', key: 'invalid_email', message: 'Enter a valid email address.', arMessage: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
  ],
};

function answer(status: number, body: unknown) {
  return jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

async function fillAndSend(language: 'ar' | 'en') {
  const text = words[language];
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: text.name }), text.values.name);
  await user.type(screen.getByRole('textbox', { name: text.email }), text.values.email);
  await user.type(screen.getByRole('textbox', { name: text.subject }), text.values.subject);
  await user.type(screen.getByRole('textbox', { name: text.message }), text.values.message);
  await user.click(screen.getByRole('button', { name: text.send }));
}

function expectKept(language: 'ar' | 'en') {
  const text = words[language];
  expect(screen.getByRole('textbox', { name: text.name })).toHaveValue(text.values.name);
  expect(screen.getByRole('textbox', { name: text.email })).toHaveValue(text.values.email);
  expect(screen.getByRole('textbox', { name: text.subject })).toHaveValue(text.values.subject);
  expect(screen.getByRole('textbox', { name: text.message })).toHaveValue(text.values.message);
}

describe.each(['ar', 'en'] as const)('contact form (%s)', (language) => {
  const text = words[language];
  const pick = (error: { message: string; arMessage: string }) => (language === 'en' ? error.message : error.arMessage);

  afterEach(() => unstubAllGlobals());

  it('checks on the client first: nothing is sent and the first wrong field takes focus', async () => {
    const fetchMock = answer(200, { success: true });
    stubGlobal('fetch', fetchMock);
    renderShell(<ContactForm />, { language });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: text.email }), 'sara@');
    await user.click(screen.getByRole('button', { name: text.send }));
    const name = screen.getByRole('textbox', { name: text.name });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(language === 'en' ? en.contact.error_name : ar.contact.error_name);
    expect(screen.getByRole('textbox', { name: text.email })).toHaveValue('sara@');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the gateway\'s field errors beside their inputs in the page language, focusing the first', async () => {
    const fetchMock = answer(400, refused);
    stubGlobal('fetch', fetchMock);
    renderShell(<ContactForm />, { language });
    await fillAndSend(language);

    const email = screen.getByRole('textbox', { name: text.email });
    const message = screen.getByRole('textbox', { name: text.message });
    await waitFor(() => expect(email).toHaveAccessibleDescription(pick(refused.errors[1]!)));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(pick(refused.errors[0]!));
    expect(message).toHaveAttribute('aria-invalid', 'true');
    // form order, not the order the gateway listed them
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: text.name })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expectKept(language);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says in the page language that the message was not sent when the store cannot reach its API, keeping the text', async () => {
    stubGlobal('fetch', answer(502, { success: false, key: 'operation_failed', message: 'Something went wrong. Please try again.', arMessage: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.', errors: [] }));
    renderShell(<ContactForm />, { language });
    await fillAndSend(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    expectKept(language);
    expect(screen.getByRole('button', { name: text.send })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the same when the network fails, and sends again from what was kept', async () => {
    const fetchMock = jest.fn((_url: string, _init?: RequestInit): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')));
    stubGlobal('fetch', fetchMock);
    renderShell(<ContactForm />, { language });
    await fillAndSend(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    expectKept(language);

    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ success: true, key: 'ok', message: '', arMessage: '', errors: [] }))));
    await userEvent.setup().click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.sent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.name })).toHaveValue('');
    const sent = JSON.parse(String(fetchMock.mock.calls[1]![1]?.body)) as Record<string, string>;
    expect(sent).toEqual({ ...text.values, phone: '' });
  });

  it('asks the shopper to wait after too many messages', async () => {
    stubGlobal('fetch', answer(429, { success: false, key: 'too_many_attempts', message: 'Too many attempts. Please try again later.', arMessage: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.', errors: [] }));
    renderShell(<ContactForm />, { language });
    await fillAndSend(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.tooMany);
    expectKept(language);
  });

  it('shows the gateway\'s own words when it refuses for a reason no input shows', async () => {
    const body = { ...refused, errors: [{ field: '(body)', key: 'invalid_type', message: 'This value has the wrong type.', arMessage: 'نوع هذه القيمة غير صحيح.' }] };
    stubGlobal('fetch', answer(400, body));
    renderShell(<ContactForm />, { language });
    await fillAndSend(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(pick(refused));
    expect(screen.getByRole('textbox', { name: text.email })).not.toHaveAttribute('aria-invalid');
    expectKept(language);
  });
});
