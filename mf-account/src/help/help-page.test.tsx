import { fireEvent, screen } from '@testing-library/react';
import { renderInStore } from '../test/render';
import { setAccountLanguage } from '../test/i18n';
import { HelpPage } from './help-page';

const topics = {
  ar: {
    questions: ['أين طلبي؟', 'كيف أغيّر عنوان التوصيل؟', 'منتج ناقص من طلبي', 'متى يصلني المبلغ المسترد؟'],
    refundAnswer: 'يُعاد المبلغ إلى البطاقة التي دفعت بها ويظهر عادةً خلال ٥ إلى ١٤ يوم عمل حسب البنك.',
    contact: 'خدمة العملاء: 800 123 4567 أو care@souq-grocery.sa، من ٨ صباحاً حتى منتصف الليل.',
  },
  en: {
    questions: ['Where is my order?', 'How do I change my delivery address?', 'An item is missing from my order', 'When will I get my refund?'],
    refundAnswer: 'Refunds go back to the card you paid with and usually appear within 5 to 14 working days, depending on your bank.',
    contact: 'Customer care: 800 123 4567 or care@souq-grocery.sa, 8 am to midnight.',
  },
} as const;

describe.each(['ar', 'en'] as const)('help page (%s)', (language) => {
  const text = topics[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  it('lists the common questions, each folded, and how to reach customer care', () => {
    renderInStore(<HelpPage />, { language });

    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual(text.questions);
    for (const group of groups) expect(group).not.toHaveAttribute('open');
    expect(screen.getByText(text.contact)).toBeInTheDocument();
  });

  it('opens a question to show its answer', () => {
    renderInStore(<HelpPage />, { language });

    const refund = screen.getByText(text.questions[3]);
    expect(screen.getByText(text.refundAnswer)).not.toBeVisible();
    fireEvent.click(refund);

    expect(refund.closest('details')).toHaveAttribute('open');
    expect(screen.getByText(text.refundAnswer)).toBeVisible();
  });
});
