import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignSystemProvider } from 'design-system';

/** Theme and direction for every React root the shell creates; follows language switches. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DesignSystemProvider dir={i18n.dir(i18n.language)}>{children}</DesignSystemProvider>;
}
