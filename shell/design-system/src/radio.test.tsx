import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Radio, RadioGroup } from './radio';
import { cssFor, renderWithDesignSystem } from './test-utils';

const TEXT = {
  en: {
    dir: 'ltr',
    legend: 'Payment method',
    card: 'Card',
    cardNote: 'mada, Visa or Mastercard',
    cash: 'Cash on delivery',
    saved: 'Saved card ending 4242',
    hint: 'You pay when the order is confirmed',
    error: 'Choose how to pay',
  },
  ar: {
    dir: 'rtl',
    legend: 'طريقة الدفع',
    card: 'بطاقة',
    cardNote: 'مدى أو فيزا أو ماستركارد',
    cash: 'الدفع عند الاستلام',
    saved: 'بطاقة محفوظة تنتهي بـ 4242',
    hint: 'تدفع عند تأكيد الطلب',
    error: 'اختر طريقة الدفع',
  },
} as const;

describe.each(['en', 'ar'] as const)('RadioGroup (%s)', (language) => {
  const text = TEXT[language];
  const dir = text.dir;

  function PaymentChoice({ onValueChange = () => undefined }: { onValueChange?: (value: string) => void }) {
    const [value, setValue] = useState('card');
    return (
      <RadioGroup
        legend={text.legend}
        name="payment"
        value={value}
        hint={text.hint}
        look="card"
        onValueChange={(next) => {
          onValueChange(next);
          setValue(next);
        }}
      >
        <Radio value="card" label={text.card} description={text.cardNote} />
        <Radio value="cash" label={text.cash} />
        <Radio value="saved" label={text.saved} disabled />
      </RadioGroup>
    );
  }

  it('is a group named by its legend, described by its hint, whose radios carry its name', () => {
    renderWithDesignSystem(<PaymentChoice />, { dir });
    const group = screen.getByRole('group', { name: text.legend });

    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription(text.hint);
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['payment', 'payment', 'payment']);
    expect(within(group).getByRole('radio', { name: text.card })).toBeChecked();
  });

  it('describes an option by its description, not in its name', () => {
    renderWithDesignSystem(<PaymentChoice />, { dir });
    const card = screen.getByRole('radio', { name: text.card });

    expect(card).toHaveAccessibleName(text.card);
    expect(card).toHaveAccessibleDescription(text.cardNote);
  });

  it('chooses by click on the label and by the arrow keys, skipping a disabled option', async () => {
    const onValueChange = jest.fn();
    const user = userEvent.setup();
    renderWithDesignSystem(<PaymentChoice onValueChange={onValueChange} />, { dir });

    await user.click(screen.getByText(text.cash));
    expect(screen.getByRole('radio', { name: text.cash })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('cash');

    screen.getByRole('radio', { name: text.cash }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: text.card })).toBeChecked();
    expect(screen.getByRole('radio', { name: text.saved })).toBeDisabled();
  });

  it('draws the card look as a bordered box that the checked option highlights', () => {
    renderWithDesignSystem(<PaymentChoice />, { dir });
    const item = screen.getByRole('radio', { name: text.card }).parentElement!;

    const css = cssFor(item);
    expect(css).toContain('border:1px solid #c3c9d1');
    expect(css).toMatch(/:has\(> input:checked\)\{[^}]*background:#e5f4ff/);
  });

  it('shows an error as the group description', () => {
    renderWithDesignSystem(
      <RadioGroup legend={text.legend} name="payment" error={text.error}>
        <Radio value="card" label={text.card} />
      </RadioGroup>,
      { dir },
    );

    expect(screen.getByRole('group', { name: text.legend })).toHaveAccessibleDescription(text.error);
  });
});

describe('RadioGroup looks and layouts', () => {
  it('lays chips out in equal columns and keeps the chip clickable all over', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(
      <RadioGroup legend="Shipping method" name="shipping" look="chip" layout="grid" columns={3}>
        <Radio value="delivery" label="Delivery" defaultChecked />
        <Radio value="pickup" label="Pickup" />
        <Radio value="schedule" label="Schedule" />
      </RadioGroup>,
    );
    const pickup = screen.getByRole('radio', { name: 'Pickup' });
    expect(cssFor(pickup.parentElement!)).toContain('border-radius:9999px');
    expect(cssFor(pickup.parentElement!.parentElement!)).toContain('grid-template-columns:repeat(3, minmax(0, 1fr))');

    await user.click(pickup);
    expect(pickup).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Delivery' })).not.toBeChecked();
  });

  it('disables every option of a disabled group', () => {
    renderWithDesignSystem(
      <RadioGroup legend="Out of stock" name="oos" disabled>
        <Radio value="REPLACE" label="Replace" />
        <Radio value="REMOVE" label="Remove" />
      </RadioGroup>,
    );

    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

describe('Radio with react-hook-form', () => {
  function AddressForm({ onSubmit }: { onSubmit: (values: { address: string }) => void }) {
    const { register, handleSubmit } = useForm<{ address: string }>({ defaultValues: { address: 'home' } });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <RadioGroup legend="Deliver to" look="card">
          <Radio {...register('address')} value="home" label="Home" description="Al Olaya, Riyadh" />
          <Radio {...register('address')} value="work" label="Work" description="King Fahd Road, Riyadh" />
        </RadioGroup>
        <button type="submit">Continue</button>
      </form>
    );
  }

  it('registers each radio uncontrolled and submits the chosen value', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    renderWithDesignSystem(<AddressForm onSubmit={onSubmit} />, { dir: 'rtl' });
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();

    await user.click(screen.getByText('King Fahd Road, Riyadh'));
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onSubmit).toHaveBeenCalledWith({ address: 'work' }, expect.anything());
  });
});
