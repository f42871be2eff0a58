import { createPortal } from 'react-dom';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle } from 'design-system';
import { ShellPages } from '../pages/shell-pages';
import { Footer } from './footer';
import { Header } from './header';
import { ShellProviders } from './providers';

interface FrameProps {
  footer: HTMLElement;
  shellArea: HTMLElement;
}

/** The shell's one React root: header here, footer and shell pages through portals into the page. */
export function Frame({ footer, shellArea }: FrameProps) {
  return (
    <ShellProviders>
      <GlobalStyle />
      <BrowserRouter>
        <Header />
        {createPortal(<ShellPages />, shellArea)}
        {createPortal(<Footer />, footer)}
      </BrowserRouter>
    </ShellProviders>
  );
}
