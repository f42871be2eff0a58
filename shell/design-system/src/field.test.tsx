import { screen } from '@testing-library/react';
import { FormField } from './field';
import { renderWithDesignSystem } from './test-utils';

describe.each([
  ['ltr', 'Delivery date', 'We deliver every day', 'Pick a date from tomorrow'],
  ['rtl', 'تاريخ التوصيل', 'نوصل كل يوم', 'اختر تاريخًا من الغد'],
] as const)('FormField (%s)', (dir, label, hint, error) => {
  it('ties any control to its label, hint and error', () => {
    renderWithDesignSystem(
      <FormField label={label} hint={hint} error={error}>
        {(control) => <input type="date" {...control} />}
      </FormField>,
      { dir },
    );
    const control = screen.getByLabelText(label);

    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(`${hint} ${error}`);
  });

  it('keeps a hidden label for screen readers and gives no description when there is none', () => {
    renderWithDesignSystem(<FormField label={label} hideLabel>{(control) => <input {...control} />}</FormField>, { dir });
    const control = screen.getByRole('textbox', { name: label });

    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).not.toHaveAttribute('aria-invalid');
  });
});
