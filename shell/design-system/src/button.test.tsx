import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, IconButton } from './button';
import { cssFor, renderWithDesignSystem } from './test-utils';

describe('Button', () => {
  it('is a button named by its text, fully rounded, and clickable', async () => {
    const onClick = jest.fn();
    renderWithDesignSystem(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });

    await userEvent.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('type', 'button');
    expect(cssFor(button)).toContain('border-radius:9999px');
  });

  it.each([
    ['primary', 'rgb(0, 153, 255)'],
    ['secondary', 'rgb(255, 164, 0)'],
    ['ghost', 'transparent'],
  ] as const)('paints the %s variant', (variant, background) => {
    renderWithDesignSystem(<Button variant={variant}>Go</Button>);

    expect(cssFor(screen.getByRole('button', { name: 'Go' }))).toContain(`background:${background}`);
  });

  it('submits a form when asked to', async () => {
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    renderWithDesignSystem(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Pay</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = jest.fn();
    renderWithDesignSystem(
      <Button disabled onClick={onClick}>
        Checkout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Checkout' });
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  describe('while loading', () => {
    it('keeps its name, shows a spinner, is busy and ignores clicks', async () => {
      const onClick = jest.fn();
      renderWithDesignSystem(
        <Button loading onClick={onClick}>
          Place order
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Place order' });
      await userEvent.click(button);

      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
      expect(onClick).not.toHaveBeenCalled();
    });

    it('keeps focus, unlike disabling, so keyboard users are not thrown back to the page start', () => {
      const { rerender } = renderWithDesignSystem(<Button>Pay</Button>);
      const button = screen.getByRole('button', { name: 'Pay' });
      button.focus();
      rerender(<Button loading>Pay</Button>);

      expect(button).toHaveFocus();
      expect(button).toBeEnabled();
    });

    it('does not submit its form again', () => {
      const onSubmit = jest.fn();
      renderWithDesignSystem(
        <form onSubmit={onSubmit}>
          <Button type="submit" loading>
            Pay
          </Button>
        </form>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});

describe('IconButton', () => {
  it('is named by its aria-label and hides the icon from screen readers', async () => {
    const onClick = jest.fn();
    renderWithDesignSystem(
      <IconButton aria-label="Remove item" onClick={onClick}>
        <svg data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove item' });
    await userEvent.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('requires an aria-label', () => {
    // @ts-expect-error an icon alone gives the button no name
    const unnamed = <IconButton>x</IconButton>;
    expect(unnamed).toBeTruthy();
  });
});
