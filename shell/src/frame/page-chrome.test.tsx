import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderShell } from '../test/render';
import { PageChrome } from './page-chrome';

function Page() {
  return (
    <>
      <PageChrome>
        <header>Souq header</header>
      </PageChrome>
      <Link to="/checkout/mobile-order-placed">placed</Link>
      <Link to="/checkout/order-placed">placed on the web</Link>
    </>
  );
}

describe('PageChrome', () => {
  it('draws the header on store pages', () => {
    renderShell(<Page />, { path: '/checkout/payment' });
    expect(screen.getByRole('banner')).toHaveTextContent('Souq header');
    expect(document.body.dataset.frame).toBeUndefined();
  });

  it.each(['/checkout/mobile-payment', '/checkout/mobile-order-placed'])('leaves %s bare for the apps, and brings the chrome back on a store page', (path) => {
    renderShell(<Page />, { path });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(document.body.dataset.frame).toBe('bare');

    fireEvent.click(screen.getByRole('link', { name: 'placed on the web' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.body.dataset.frame).toBeUndefined();
  });
});
