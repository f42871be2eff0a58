// Small React roots the shell renders inside a remote's area: the loading placeholder and the fallback.
import { type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellProviders } from '../frame/providers';

export function areaElement(remote: string): HTMLElement {
  const element = document.getElementById(`area-${remote}`);
  if (!element) throw new Error(`The page has no area for ${remote}`);
  return element;
}

/** Renders into a child of the area so the remote's own root never shares a container with it. */
export function renderInArea(area: HTMLElement, node: ReactNode): () => void {
  const host = document.createElement('div');
  area.appendChild(host);
  const root = createRoot(host);
  root.render(<ShellProviders>{node}</ShellProviders>);
  return () => {
    root.unmount();
    host.remove();
  };
}
