import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { space } from 'design-system';

const Section = styled.section`
  max-width: 880px;
  margin: ${space[8]} auto;
  padding: 0 ${space[4]};
`;

/** The way back, in the store's link colour (not the browser's default blue). */
const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The store's "not found": a remote's answer for a path it owns but has no page for (for example an
 * unknown slug), and the shell's for a path nobody owns. */
export function AreaNotFound() {
  const { t } = useTranslation('common');
  return (
    <Section data-testid="not-found">
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_desc')}</p>
      <HomeLink to="/">{t('back_home')}</HomeLink>
    </Section>
  );
}
