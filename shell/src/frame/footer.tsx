import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INFO_PAGES } from '../routing/route-table';

const Bar = styled.footer`
  margin-top: 48px;
  padding: 24px 16px;
  background: #0f1b2d;
  color: #e6edf5;
  a {
    color: #e6edf5;
  }
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
`;

export function Footer() {
  const { t } = useTranslation(['footer', 'common']);
  return (
    <Bar>
      <nav aria-label={t('footer:quick_links')}>
        <ul>
          {INFO_PAGES.map((page) => (
            <li key={page}>
              <Link to={`/${page}`}>{t(`common:info_${page}`)}</Link>
            </li>
          ))}
          <li>
            <Link to="/sell-through-groceries">{t('footer:sell_through_us')}</Link>
          </li>
        </ul>
      </nav>
      <p>{t('footer:copyright', { year: new Date().getFullYear() })}</p>
    </Bar>
  );
}
