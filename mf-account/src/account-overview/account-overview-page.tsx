// /user-account: the signed-in shopper's name (spec §3's full name) and contact details, a link to
// every page of the account area, logging out (which the shell runs, since it owns the session) and
// deactivating the account. Guests are sent to sign in first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Skeleton, VisuallyHidden } from 'design-system';
import { getEventBus, type SessionUser } from 'shared-events';
import { fullNameOf } from 'shared-domain';
import { LOGIN_PATH, withRedirect } from '../authentication/redirect';
import { usePageTitle } from 'remote-kit';
import { ACCOUNT_OVERVIEW_PATH } from '../shared/profile-page-frame';
import { useSignedInUser } from '../shared/signed-in-page';
import { DeactivateAccount } from './deactivate-account';

export { ACCOUNT_OVERVIEW_PATH };

/** The account area's pages (spec §2) in the order shoppers look for them. */
const SECTIONS = [
  { key: 'basic_info', path: '/basic-info' },
  { key: 'addresses', path: '/addresses' },
  { key: 'orders', path: '/orders' },
  { key: 'my_favourite', path: '/my-favourite' },
  { key: 'favourite_orders', path: '/favourite-orders' },
  { key: 'payments', path: '/payments' },
  { key: 'language', path: '/language' },
  { key: 'notifications', path: '/notifications' },
  { key: 'help', path: '/help' },
] as const;

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-inline-size: 760px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[12]};
  padding-inline: ${({ theme }) => theme.space[4]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const Name = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    overflow-wrap: anywhere;
  }
`;

const SectionList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const SectionLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 3rem;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySurface};
  }

  &::after {
    content: '›';
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  [dir='rtl'] &::after {
    content: '‹';
  }
`;

const LogoutRow = styled.div`
  ${({ theme }) => theme.media.sm} {
    max-inline-size: 240px;
  }
`;

function OverviewSkeleton({ label }: { label: string }) {
  return (
    <Page aria-busy="true" data-testid="account-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton width="40%" height={32} />
      <Panel>
        <Skeleton width="55%" height={24} />
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </Panel>
      <SectionList as="div">
        {SECTIONS.map(({ key }) => (
          <Skeleton key={key} height={48} radius="md" />
        ))}
      </SectionList>
    </Page>
  );
}

function Overview({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = () => {
    if (loggingOut) return;
    setLoggingOut(true);
    getEventBus().publish('session:logout-requested', {});
  };
  const fullName = fullNameOf(user.firstName, user.lastName);
  return (
    <Page aria-labelledby="account-overview-title">
      <h1 id="account-overview-title">{t('account_overview.title')}</h1>
      <Panel>
        <Name>{fullName ? t('account_overview.greeting', { name: fullName }) : t('account_overview.greeting_no_name')}</Name>
        <Details>
          {fullName && (
            <>
              <dt>{t('account_overview.name')}</dt>
              <dd>{fullName}</dd>
            </>
          )}
          {user.email && (
            <>
              <dt>{t('account_overview.email')}</dt>
              <dd>
                <bdi dir="ltr">{user.email}</bdi>
              </dd>
            </>
          )}
          {user.phone && (
            <>
              <dt>{t('account_overview.phone')}</dt>
              <dd>
                <bdi dir="ltr">{user.phone}</bdi>
              </dd>
            </>
          )}
        </Details>
      </Panel>
      <nav aria-label={t('account_overview.sections_label')}>
        <SectionList>
          {SECTIONS.map(({ key, path }) => (
            <li key={key}>
              <SectionLink to={path}>{t(`account_overview.section_${key}`)}</SectionLink>
            </li>
          ))}
        </SectionList>
      </nav>
      <LogoutRow>
        <Button variant="secondary" fullWidth loading={loggingOut} onClick={logOut}>
          {t('account_overview.log_out')}
        </Button>
      </LogoutRow>
      <DeactivateAccount />
    </Page>
  );
}

export function AccountOverviewPage() {
  const { t } = useTranslation('profile');
  const user = useSignedInUser();
  usePageTitle(t('account_overview.page_title'));

  if (user === undefined) return <OverviewSkeleton label={t('account_overview.loading')} />;
  if (user === null) return <Navigate to={withRedirect(LOGIN_PATH, ACCOUNT_OVERVIEW_PATH)} replace />;
  return <Overview user={user} />;
}
