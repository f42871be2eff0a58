import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Input } from './input';
import { renderWithDesignSystem } from './test-utils';

describe('Input', () => {
  it('is named by its label and accepts typing', async () => {
    renderWithDesignSystem(<Input label="Phone number" type="tel" />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '0500000000');

    expect(input).toHaveValue('0500000000');
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('is described by its hint', () => {
    renderWithDesignSystem(<Input label="Email" hint="We send the receipt here" />);

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We send the receipt here');
  });

  it('is invalid and described by its error, after the hint', () => {
    renderWithDesignSystem(<Input label="Email" hint="We send the receipt here" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });

    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here Enter a valid email');
    expect(screen.getByText('Enter a valid email')).toBeVisible();
  });

  it('keeps a caller description and id', () => {
    renderWithDesignSystem(
      <>
        <p id="terms">Used only for delivery</p>
        <Input id="street" label="Street" aria-describedby="terms" error="Required" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Street' });

    expect(input).toHaveAttribute('id', 'street');
    expect(input).toHaveAccessibleDescription('Used only for delivery Required');
  });

  it('can keep its label for screen readers only', () => {
    renderWithDesignSystem(<Input label="Search products" hideLabel type="search" />);

    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
  });

  it('gives each input its own id', () => {
    renderWithDesignSystem(
      <>
        <Input label="First name" hint="As on your ID" />
        <Input label="Last name" hint="Family name" />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('As on your ID');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Family name');
  });

  it('forwards its ref to the input element', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithDesignSystem(<Input label="City" ref={ref} />);

    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'City' }));
  });
});
