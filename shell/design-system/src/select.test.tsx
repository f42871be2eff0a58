import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Select } from './select';
import { cssFor, renderWithDesignSystem } from './test-utils';

const TEXT = {
  en: { dir: 'ltr', label: 'District', hint: 'Where we deliver in Riyadh', error: 'Choose a district', placeholder: 'Choose…', olaya: 'Al Olaya', malqa: 'Al Malqa' },
  ar: { dir: 'rtl', label: 'الحي', hint: 'حيث نوصل في الرياض', error: 'اختر الحي', placeholder: 'اختر…', olaya: 'العليا', malqa: 'الملقا' },
} as const;

describe.each(['en', 'ar'] as const)('Select (%s)', (language) => {
  const text = TEXT[language];
  const dir = text.dir;

  it('is a combobox named by its label, with a placeholder choice, and changes with the shopper', async () => {
    const onChange = jest.fn();
    renderWithDesignSystem(
      <Select label={text.label} placeholder={text.placeholder} defaultValue="" onChange={(event) => onChange(event.target.value)}>
        <option value="olaya">{text.olaya}</option>
        <option value="malqa">{text.malqa}</option>
      </Select>,
      { dir },
    );
    const select = screen.getByRole('combobox', { name: text.label });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([text.placeholder, text.olaya, text.malqa]);

    await userEvent.selectOptions(select, text.malqa);

    expect(select).toHaveValue('malqa');
    expect(onChange).toHaveBeenCalledWith('malqa');
    expect(select).toBeValid();
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('is described by its hint and then its error, and invalid while the error shows', () => {
    renderWithDesignSystem(
      <Select label={text.label} hint={text.hint} error={text.error}>
        <option value="olaya">{text.olaya}</option>
      </Select>,
      { dir },
    );
    const select = screen.getByRole('combobox', { name: text.label });

    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(`${text.hint} ${text.error}`);
    expect(cssFor(select)).toContain('border:1px solid #b3261e');
  });

  it('can be disabled', async () => {
    const onChange = jest.fn();
    renderWithDesignSystem(
      <Select label={text.label} disabled onChange={onChange}>
        <option value="olaya">{text.olaya}</option>
        <option value="malqa">{text.malqa}</option>
      </Select>,
      { dir },
    );
    const select = screen.getByRole('combobox', { name: text.label });
    await userEvent.selectOptions(select, text.malqa).catch(() => undefined);

    expect(select).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Select sizes and layout', () => {
  it.each([
    ['sm', '2.5rem'],
    ['md', '2.75rem'],
    ['lg', '3.25rem'],
  ] as const)('is %s high at %s', (size, height) => {
    renderWithDesignSystem(
      <Select label="Sort by" size={size}>
        <option>Relevance</option>
      </Select>,
    );

    expect(cssFor(screen.getByRole('combobox', { name: 'Sort by' }))).toContain(`min-height:${height}`);
  });

  it('leaves room for its chevron at the end side, which flips with the page', () => {
    const { unmount } = renderWithDesignSystem(
      <Select label="Sort by">
        <option>Relevance</option>
      </Select>,
      { dir: 'rtl' },
    );
    const chevron = screen.getByRole('combobox').parentElement!.querySelector('svg')!;
    expect(chevron).toHaveAttribute('aria-hidden', 'true');
    expect(cssFor(chevron)).toContain('inset-inline-end');
    unmount();
  });

  it('keeps a caller id and description', () => {
    renderWithDesignSystem(
      <>
        <p id="slots-note">Slots close an hour before they start</p>
        <Select id="slot" label="Delivery slot" aria-describedby="slots-note" hint="Riyadh time">
          <option>9:00–11:00</option>
        </Select>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Delivery slot' });

    expect(select).toHaveAttribute('id', 'slot');
    expect(select).toHaveAccessibleDescription('Slots close an hour before they start Riyadh time');
  });
});

describe('Select with react-hook-form', () => {
  function CityForm({ onSubmit }: { onSubmit: (values: { city: string }) => void }) {
    const { register, handleSubmit, formState } = useForm<{ city: string }>({ defaultValues: { city: '' } });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <Select label="City" placeholder="Choose a city" error={formState.errors.city?.message} {...register('city', { required: 'Choose a city to deliver to' })}>
          <option value="riyadh">Riyadh</option>
          <option value="diriyah">Diriyah</option>
        </Select>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('registers through its ref, name, onChange and onBlur', async () => {
    const onSubmit = jest.fn();
    renderWithDesignSystem(<CityForm onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(select).toHaveAccessibleDescription('Choose a city to deliver to');
    expect(select).toHaveAttribute('name', 'city');

    await userEvent.selectOptions(select, 'Diriyah');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ city: 'diriyah' }, expect.anything());
    expect(select).toBeValid();
  });
});
