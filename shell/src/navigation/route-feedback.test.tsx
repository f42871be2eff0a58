import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render';
import { RouteFeedback } from './route-feedback';

const route = (type: 'before-routing-event' | 'routing-event', oldUrl: string, newUrl: string) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(`single-spa:${type}`, { detail: { oldUrl, newUrl } }));
  });

describe('RouteFeedback', () => {
  it.each([
    ['ar', 'right'],
    ['en', 'left'],
  ] as const)('grows the progress bar from the start side (%s: %s)', (language, side) => {
    renderShell(<RouteFeedback />, { language });
    route('before-routing-event', 'http://localhost/faqs', 'http://localhost/terms-conditions');
    const bar = screen.getByTestId('route-progress');
    expect(getComputedStyle(bar).opacity).toBe('1');
    expect(getComputedStyle(bar).transformOrigin).toBe(side);
  });

  it('blocks clicks with the spinner while another remote mounts, and lets go when routing ends', () => {
    renderShell(<RouteFeedback />, { language: 'ar' });
    route('before-routing-event', 'http://localhost/faqs', 'http://localhost/cart');
    expect(screen.getByTestId('route-spinner')).toBeInTheDocument();
    route('routing-event', 'http://localhost/faqs', 'http://localhost/cart');
    expect(screen.queryByTestId('route-spinner')).not.toBeInTheDocument();
  });

  it('shows progress for a new search on the results page, without blocking the page the remote keeps', () => {
    renderShell(<RouteFeedback />, { language: 'en' });
    route('before-routing-event', 'http://localhost/search-products?searchKeyword=milk', 'http://localhost/search-products?searchKeyword=rice');
    expect(getComputedStyle(screen.getByTestId('route-progress')).opacity).toBe('1');
    expect(screen.queryByTestId('route-spinner')).not.toBeInTheDocument();
  });

  it('stays idle when only the hash changes', () => {
    renderShell(<RouteFeedback />, { language: 'en' });
    route('before-routing-event', 'http://localhost/faqs', 'http://localhost/faqs#returns');
    expect(getComputedStyle(screen.getByTestId('route-progress')).opacity).toBe('0');
  });
});
