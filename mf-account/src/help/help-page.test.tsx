import { fireEvent, screen, within } from '@testing-library/react';
import { renderInStore } from '../test/render';
import { setAccountLanguage } from '../test/i18n';
import { HelpPage } from './help-page';

const topics = {
  ar: {
    title: 'المساعدة',
    faq: 'الأسئلة الشائعة',
    questions: ['أين طلبي؟', 'كيف أغيّر عنوان التوصيل؟', 'منتج ناقص من طلبي', 'متى يصلني المبلغ المسترد؟', 'كيف أغيّر اللغة؟', 'كيف أوقف رسائل العروض عبر الجوال والبريد؟'],
    refundAnswer: 'يُعاد المبلغ إلى البطاقة التي دفعت بها ويظهر عادةً خلال ٥ إلى ١٤ يوم عمل حسب البنك.',
    contact: 'تواصل معنا',
    call: 'اتصل بنا 800 123 4567',
    email: 'راسلنا بالبريد care@souq-grocery.sa',
    whatsapp: 'راسلنا عبر واتساب 800 123 4567',
    hours: 'يومياً من ٨ صباحاً حتى منتصف الليل.',
    feedback: 'مشكلة في طلب؟',
    toOrders: 'الذهاب إلى طلباتي',
  },
  en: {
    title: 'Help',
    faq: 'Common questions',
    questions: [
      'Where is my order?',
      'How do I change my delivery address?',
      'An item is missing from my order',
      'When will I get my refund?',
      'How do I change the language?',
      'How do I stop offers by SMS and email?',
    ],
    refundAnswer: 'Refunds go back to the card you paid with and usually appear within 5 to 14 working days, depending on your bank.',
    contact: 'Contact us',
    call: 'Call us 800 123 4567',
    email: 'Email us care@souq-grocery.sa',
    whatsapp: 'Chat on WhatsApp 800 123 4567',
    hours: 'Every day, 8 am to midnight.',
    feedback: 'A problem with an order?',
    toOrders: 'Go to my orders',
  },
} as const;

describe.each(['ar', 'en'] as const)('help page (%s)', (language) => {
  const text = topics[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  it('lists the common questions, each folded', () => {
    renderInStore(<HelpPage />, { language });

    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const questions = screen.getByRole('region', { name: text.faq });
    const groups = within(questions).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual(text.questions);
    for (const group of groups) expect(group).not.toHaveAttribute('open');
  });

  it('opens a question to show its answer', () => {
    renderInStore(<HelpPage />, { language });

    const refund = screen.getByText(text.questions[3]);
    expect(screen.getByText(text.refundAnswer)).not.toBeVisible();
    fireEvent.click(refund);

    expect(refund.closest('details')).toHaveAttribute('open');
    expect(screen.getByText(text.refundAnswer)).toBeVisible();
  });

  it('gives every way to reach customer care, with the hours', () => {
    renderInStore(<HelpPage />, { language });

    const contact = screen.getByRole('region', { name: text.contact });
    expect(within(contact).getByRole('link', { name: text.call })).toHaveAttribute('href', 'tel:+9668001234567');
    expect(within(contact).getByRole('link', { name: text.email })).toHaveAttribute('href', 'mailto:care@souq-grocery.sa');
    const whatsapp = within(contact).getByRole('link', { name: text.whatsapp });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/9668001234567');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(contact).getByText(text.hours)).toBeInTheDocument();
  });

  it('leads to the orders, where feedback for an order is sent', () => {
    renderInStore(<HelpPage />, { language });

    const feedback = screen.getByRole('region', { name: text.feedback });
    expect(within(feedback).getByRole('link', { name: text.toOrders })).toHaveAttribute('href', '/orders');
  });
});
