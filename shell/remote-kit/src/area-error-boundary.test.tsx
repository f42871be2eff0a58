import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AreaErrorBoundary } from './area-error-boundary';

function Broken(): never {
  throw new Error('cannot read properties of undefined (reading "items")');
}

function BreaksOnClick() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('offer list went away');
  return <button onClick={() => setBroken(true)}>Choose Tamimi Markets</button>;
}

let logged: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  logged.mockRestore();
});

describe('AreaErrorBoundary', () => {
  it('renders its children while nothing throws', () => {
    render(
      <AreaErrorBoundary name="mf-cart" fallback={<p role="alert">unavailable</p>}>
        <h1>Your cart</h1>
      </AreaErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback in place of a child that throws while rendering, and says which area crashed', () => {
    render(
      <AreaErrorBoundary name="mf-cart" fallback={<p role="alert">unavailable</p>}>
        <Broken />
      </AreaErrorBoundary>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('unavailable');
    expect(logged).toHaveBeenCalledWith('[mf-cart] crashed', expect.objectContaining({ message: expect.stringContaining('reading "items"') }), expect.any(String));
  });

  it('keeps the crash inside its own area: the neighbouring areas still render', () => {
    render(
      <>
        <header>Souq Grocery</header>
        <AreaErrorBoundary name="mf-catalog" fallback={<p role="alert">catalog unavailable</p>}>
          <h1>Fresh every morning</h1>
        </AreaErrorBoundary>
        <AreaErrorBoundary name="mf-cart" fallback={<p role="alert">cart unavailable</p>}>
          <Broken />
        </AreaErrorBoundary>
      </>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('cart unavailable');
    expect(screen.getByRole('heading', { name: 'Fresh every morning' })).toBeInTheDocument();
    expect(screen.getByText('Souq Grocery')).toBeInTheDocument();
  });

  it('catches a crash that happens later, after an interaction', async () => {
    render(
      <AreaErrorBoundary name="mf-cart" fallback={<p role="alert">unavailable</p>}>
        <BreaksOnClick />
      </AreaErrorBoundary>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Choose Tamimi Markets' }));

    expect(screen.getByRole('alert')).toHaveTextContent('unavailable');
    expect(screen.queryByRole('button', { name: 'Choose Tamimi Markets' })).not.toBeInTheDocument();
  });
});
