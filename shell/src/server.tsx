// The shell's server render (ADR 018): the frame's header (logo, address chip, search, language,
// account, cart, the category row and the phone's bottom bar) for the page's address and language,
// with the design system's page-wide CSS as a plain <style> of its own (global-style.ts), and the
// footer with the lists the gateway gives it. The gateway loads this build through the federation
// runtime and puts the HTML into the page's header and footer elements; the browser's Frame root
// hydrates the header (bootstrap.tsx), and the footer is hydrated when the shopper comes near it
// (footer/hydrate-footer.tsx).
import { StaticRouter } from 'react-router-dom';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { pageStyleTag } from 'design-system';
import { perLanguage, renderToHtml, withAssetBase } from 'remote-kit/server';
import type { FooterLists } from './footer/footer';
import { FooterRoot } from './footer/footer-root';
import { FrameContent } from './frame/frame';
import { ShellProviders } from './frame/providers';
import { i18nOptions } from './i18n/i18n';
import { SHELL_RESOURCES } from './i18n/resources';
import type { Language } from './i18n/locale';

export interface FrameRequest {
  /** The page's path and query, without a language prefix. */
  url: string;
  language: Language;
  /** Where the shell's own files are served (the web origin), for the fonts the global styles name. */
  assetBase: string;
  signal?: AbortSignal;
}

/** The page-wide CSS, the same for every page: written once, ahead of the components' rules. */
const PAGE_STYLE = pageStyleTag();

/** One i18next instance per language, shared by the renders (they only read it). */
const i18nFor = perLanguage(async (language) => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions(language), resources: SHELL_RESOURCES });
  return i18n;
});

export async function renderPage(request: FrameRequest): Promise<{ html: string; styles: string; state: Record<string, never> }> {
  const i18n = await i18nFor(request.language);
  const { html, styles } = await renderToHtml(
    <I18nextProvider i18n={i18n}>
      <ShellProviders>
        <StaticRouter location={request.url}>
          <FrameContent />
        </StaticRouter>
      </ShellProviders>
    </I18nextProvider>,
    request.signal,
  );
  // The page-wide CSS goes first, so the components' rules after it win where both apply.
  return { html: withAssetBase(html, request.assetBase), styles: withAssetBase(PAGE_STYLE + styles, request.assetBase), state: {} };
}

export interface FooterRequest extends FrameRequest {
  /** The footer's lists, as the gateway's /api routes answer them. */
  lists: FooterLists;
}

/** The footer, with its lists handed to the browser so that hydrating it asks for nothing. */
export async function renderFooter(request: FooterRequest): Promise<{ html: string; styles: string; state: { lists: FooterLists } }> {
  const i18n = await i18nFor(request.language);
  const { html, styles } = await renderToHtml(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={request.url}>
        <FooterRoot lists={request.lists} />
      </StaticRouter>
    </I18nextProvider>,
    request.signal,
  );
  return { html: withAssetBase(html, request.assetBase), styles: withAssetBase(styles, request.assetBase), state: { lists: request.lists } };
}
