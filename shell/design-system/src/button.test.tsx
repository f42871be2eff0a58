import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type React from 'react';
import { Button, ButtonBase, IconButton, LinkButton } from './button';
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

describe('LinkButton', () => {
  // A stand-in for a router's Link: it takes `to`, as react-router's does, and renders an anchor.
  function RouterLink({ to, ...rest }: { to: string } & React.ComponentPropsWithRef<'a'>) {
    return <a href={`/app${to}`} data-router-link="" {...rest} />;
  }

  it.each([
    ['ltr', 'Start shopping'],
    ['rtl', 'ابدأ التسوق'],
  ] as const)('is a link (%s) drawn like the primary button', (dir, name) => {
    renderWithDesignSystem(<LinkButton href="/">{name}</LinkButton>, { dir });
    const link = screen.getByRole('link', { name });

    expect(link).toHaveAttribute('href', '/');
    const css = cssFor(link);
    expect(css).toContain('background:rgb(0, 153, 255)');
    expect(css).toContain('border-radius:9999px');
    expect(css).toContain('min-height:2.75rem');
  });

  it('renders the link component it is given, with its props, in the asked variant and size', () => {
    renderWithDesignSystem(
      <LinkButton as={RouterLink} to="/cart" variant="secondary" size="lg">
        Back to cart
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Back to cart' });

    expect(link).toHaveAttribute('href', '/app/cart');
    expect(link).toHaveAttribute('data-router-link');
    expect(cssFor(link)).toContain('background:rgb(255, 164, 0)');
    expect(cssFor(link)).toContain('min-height:3.25rem');
  });
});

describe('ButtonBase', () => {
  it('is a plain button that never submits by accident', async () => {
    const onSubmit = jest.fn();
    const onClick = jest.fn();
    renderWithDesignSystem(
      <form onSubmit={onSubmit}>
        <ButtonBase onClick={onClick}>Riyadh</ButtonBase>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Riyadh' });
    await userEvent.click(button);

    expect(button).toHaveAttribute('type', 'button');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(cssFor(button)).toContain('background:none');
  });
});
