// The footer as its own React root, for a page whose footer the gateway rendered (ADR 018): the same
// tree on the server (server.tsx, inside a StaticRouter) and in the browser (hydrate-footer.tsx, inside
// a BrowserRouter), so the browser takes the server's markup over as it is.
import { ShellProviders } from '../frame/providers';
import { PageChrome } from '../frame/page-chrome';
import Footer, { type FooterLists } from './footer';

export function FooterRoot({ lists }: { lists: FooterLists }) {
  return (
    <ShellProviders>
      <PageChrome>
        <Footer lists={lists} />
      </PageChrome>
    </ShellProviders>
  );
}
