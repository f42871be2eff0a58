import { screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { DesignSystemProvider } from 'design-system';
import { testI18n } from '../test/render';
import { ShellPagesPortal } from './frame';

/** Stands for the header the server rendered: the portal's siblings in the shell's root. */
function Masthead() {
  return (
    <header>
      <p>Souq Grocery</p>
    </header>
  );
}

function frame(path: string, area?: HTMLElement) {
  return (
    <I18nextProvider i18n={testI18n}>
      <DesignSystemProvider dir="ltr">
        <MemoryRouter initialEntries={[path]}>
          <Masthead />
          {area && <ShellPagesPortal target={area} />}
        </MemoryRouter>
      </DesignSystemProvider>
    </I18nextProvider>
  );
}

describe('the shell pages beside a hydrated header', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });

  it.each(['/no-such-page', '/faqs'])('mount after the header is hydrated at %s, leaving its server markup in place', async (path) => {
    await testI18n.changeLanguage('en');
    const errors = jest.spyOn(console, 'error');
    const header = document.createElement('div');
    const area = document.createElement('div');
    // as the gateway sends it: the header rendered on the server, the shell's area empty
    header.innerHTML = renderToString(frame(path));
    document.body.append(header, area);
    const masthead = header.querySelector('header');

    root = hydrateRoot(header, frame(path, area), { onRecoverableError: (error) => console.error(error) });

    await waitFor(() => expect(area.childElementCount).toBeGreaterThan(0));
    if (path === '/no-such-page') expect(within(area).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(header.querySelector('header')).toBe(masthead);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
