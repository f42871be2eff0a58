// Title, description and canonical URL of a catalog page. The page already has a <title> and a
// description <meta> from the shell's HTML, so those are updated in place (and put back on leave)
// rather than duplicated; the canonical <link> is hoisted into <head> by React.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageOrigin, usePageTitle } from 'remote-kit';

export interface PageSeoProps {
  title: string;
  description: string;
  /** Path without query, e.g. /product/almarai-milk-1l; defaults to the current path. */
  canonicalPath?: string;
}

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

export function PageSeo({ title, description, canonicalPath }: PageSeoProps) {
  usePageTitle(title);
  useEffect(() => {
    const meta = descriptionMeta();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
  const origin = usePageOrigin();
  const { pathname } = useLocation();
  const path = canonicalPath ?? pathname;
  return <link rel="canonical" href={`${origin}${path}`} />;
}
