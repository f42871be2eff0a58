import { act, fireEvent, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../cart-service/storage';
import type { ShippingMethod } from './shipping-method-picker';
import { renderInStore } from '../test/render';
import { setCartLanguage } from '../test/i18n';
import { ShippingMethodPicker, isSlotOpen, type ShippingChoice } from './shipping-method-picker';
import { useShippingChoice } from './use-shipping-choice';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

// Monday 10 March 2025, Riyadh time (UTC+3): a slot at 11:00 whose cutoff (10:00) has passed at 10:30,
// one at 15:00 (order by 14:00) and one the next morning at 9:00 (order by 8:00).
const closed = { start: '2025-03-10T08:00:00.000Z', end: '2025-03-10T10:00:00.000Z', cutoff: '2025-03-10T07:00:00.000Z' };
const afternoon = { start: '2025-03-10T12:00:00.000Z', end: '2025-03-10T14:00:00.000Z', cutoff: '2025-03-10T11:00:00.000Z' };
const tomorrow = { start: '2025-03-11T06:00:00.000Z', end: '2025-03-11T08:00:00.000Z', cutoff: '2025-03-11T05:00:00.000Z' };
const at1030 = Date.parse('2025-03-10T07:30:00.000Z');

const methods: ShippingMethod[] = [
  { id: '1', name: 'delivery', arName: 'توصيل', enName: 'Delivery', slots: [] },
  { id: '2', name: 'pickup', arName: 'استلام', enName: 'Pickup', slots: [] },
  { id: '3', name: 'schedule', arName: 'توصيل مجدول', enName: 'Scheduled delivery', slots: [closed, afternoon, tomorrow] },
];

const TEXT = {
  en: {
    slot: 'Delivery slot',
    options: ['Mon 10 Mar, 11:00 – 13:00 · ordering closed', 'Mon 10 Mar, 15:00 – 17:00 · order by 14:00', 'Tue 11 Mar, 9:00 – 11:00 · order by 8:00'],
    schedule: 'Schedule',
    none: 'No delivery slot is open for orders right now. Choose delivery or pickup.',
    moved: 'The slot you chose has closed for orders, so we picked the next one.',
  },
  ar: {
    slot: 'موعد التوصيل',
    options: [
      'الاثنين، ١٠ مارس، ١١:٠٠ ص – ١:٠٠ م · انتهى وقت الطلب',
      'الاثنين، ١٠ مارس، ٣:٠٠ م – ٥:٠٠ م · اطلب قبل ٢:٠٠ م',
      'الثلاثاء، ١١ مارس، ٩:٠٠ ص – ١١:٠٠ ص · اطلب قبل ٨:٠٠ ص',
    ],
    schedule: 'توصيل مجدول',
    none: 'لا يوجد موعد توصيل متاح للطلب الآن. اختر التوصيل أو الاستلام من المتجر.',
    moved: 'انتهى وقت الطلب للموعد الذي اخترته، لذلك اخترنا الموعد التالي.',
  },
} as const;

const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

function choiceOf(overrides: Partial<ShippingChoice>): ShippingChoice {
  return { id: '3', name: 'schedule', scheduleTime: afternoon.start, methods, now: at1030, slotMoved: false, ...overrides };
}

describe('isSlotOpen', () => {
  it('takes orders until the cutoff, not at it', () => {
    expect(isSlotOpen(afternoon, Date.parse(afternoon.cutoff) - 1)).toBe(true);
    expect(isSlotOpen(afternoon, Date.parse(afternoon.cutoff))).toBe(false);
  });
});

describe.each(['en', 'ar'] as const)('shipping method picker (%s)', (language) => {
  const text = TEXT[language];
  beforeEach(() => setCartLanguage(language));

  it('shows each slot with its cutoff in the shopper language and digits, and disables a slot past its cutoff', () => {
    const onChange = jest.fn();
    renderInStore(<ShippingMethodPicker choice={choiceOf({})} onChange={onChange} />, { dir: language === 'ar' ? 'rtl' : 'ltr' });
    const select = screen.getByRole('combobox', { name: text.slot });
    expect(select).toHaveValue(afternoon.start);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => collapse(o.textContent))).toEqual(text.options);
    expect(options.map((o) => (o as HTMLOptionElement).disabled)).toEqual([true, false, false]);
    fireEvent.change(select, { target: { value: tomorrow.start } });
    expect(onChange).toHaveBeenCalledWith({ id: '3', name: 'schedule', scheduleTime: tomorrow.start });
  });

  it('picks the first slot still open when the shopper chooses scheduled delivery', () => {
    const onChange = jest.fn();
    renderInStore(<ShippingMethodPicker choice={choiceOf({ name: 'delivery', id: '1', scheduleTime: null })} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: text.schedule }));
    expect(onChange).toHaveBeenCalledWith({ id: '3', name: 'schedule', scheduleTime: afternoon.start });
  });

  it('says so when no slot is open for orders', () => {
    renderInStore(<ShippingMethodPicker choice={choiceOf({ scheduleTime: null, now: Date.parse(tomorrow.cutoff) })} onChange={() => undefined} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.none);
  });
});

function Harness() {
  const [choice, setChoice] = useShippingChoice();
  return <ShippingMethodPicker choice={choice} onChange={setChoice} />;
}

describe('useShippingChoice', () => {
  beforeEach(async () => {
    await setCartLanguage('en');
    localStorage.clear();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setInterval', 'clearInterval', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime'] });
    stubGlobal(
      'fetch',
      jest.fn(async () => new Response(JSON.stringify({ data: { getAllShippingMethods: { edges: methods.map((node) => ({ node })) } } }))),
    );
  });

  afterEach(() => {
    jest.useRealTimers();
    unstubAllGlobals();
  });

  it('closes the chosen slot when its cutoff passes while the page is open, and moves to the next one', async () => {
    // 13:30 in Riyadh: the 15:00 slot takes orders for another half hour
    jest.setSystemTime(Date.parse('2025-03-10T10:30:00.000Z'));
    localStorage.setItem(STORAGE_KEYS.shipMethod, JSON.stringify({ id: '3', name: 'schedule', scheduleTime: afternoon.start }));
    renderInStore(<Harness />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    const select = screen.getByRole('combobox', { name: TEXT.en.slot });
    expect(select).toHaveValue(afternoon.start);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(31 * 60 * 1000));
    expect(select).toHaveValue(tomorrow.start);
    expect(screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).disabled)).toEqual([true, true, false]);
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.en.moved);
  });
});
