import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Textarea } from './textarea';
import { renderWithDesignSystem } from './test-utils';

describe.each([
  ['ltr', 'Message', 'Tell us about your order', 'Write at least 10 characters'],
  ['rtl', 'الرسالة', 'أخبرنا عن طلبك', 'اكتب ١٠ أحرف على الأقل'],
] as const)('Textarea (%s)', (dir, label, hint, error) => {
  it('is a textbox named by its label that takes several lines', async () => {
    renderWithDesignSystem(<Textarea label={label} hint={hint} />, { dir });
    const box = screen.getByRole('textbox', { name: label });
    await userEvent.type(box, 'Leave it with the guard{Enter}Gate 3');

    expect(box).toHaveValue('Leave it with the guard\nGate 3');
    expect(box).toHaveAccessibleDescription(hint);
    expect(box).toBeValid();
  });

  it('is invalid and described by its error', () => {
    renderWithDesignSystem(<Textarea label={label} error={error} />, { dir });

    expect(screen.getByRole('textbox', { name: label })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(error);
  });
});

it('forwards its ref to the textarea', () => {
  const ref = createRef<HTMLTextAreaElement>();
  renderWithDesignSystem(<Textarea label="Notes" ref={ref} />);

  expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Notes' }));
});
