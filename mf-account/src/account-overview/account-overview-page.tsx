// /user-account: the signed-in shopper's name and contact details, the account area's pages, and
// logging out (which the shell runs, since it owns the session). Guests are sent to sign in first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Badge, Button, Skeleton, VisuallyHidden } from 'design-system';
import { getEventBus, type SessionUser } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { LOGIN_PATH, withRedirect } from '../authentication/redirect';
import { usePageTitle } from 'remote-kit';

export const ACCOUNT_OVERVIEW_PATH = '/user-account';

/**
 * The account area's pages (spec §2) in the order shoppers look for them. Only pages this remote
 * has built are links; the spec shows nothing of the others beyond their names.
 */
const SECTIONS = [
  { key: 'basic_info', path: '/basic-info', built: false },
  { key: 'addresses', path: '/addresses', built: false },
  { key: 'orders', path: '/orders', built: false },
  { key: 'my_favourite', path: '/my-favourite', built: false },
  { key: 'favourite_orders', path: '/favourite-orders', built: false },
  { key: 'payments', path: '/payments', built: false },
  { key: 'language', path: '/language', built: false },
  { key: 'notifications', path: '/notifications', built: false },
  { key: 'help', path: '/help', built: true },
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

const sectionStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 3rem;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SectionLink = styled(Link)`
  ${sectionStyles}
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
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

const SectionSoon = styled.span`
  ${sectionStyles}
  border: 1px dashed ${({ theme }) => theme.colors.neutral[300]};
  color: ${({ theme }) => theme.colors.text.secondary};
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
  return (
    <Page aria-labelledby="account-overview-title">
      <h1 id="account-overview-title">{t('account_overview.title')}</h1>
      <Panel>
        <Name>{user.fullName ? t('account_overview.greeting', { name: user.fullName }) : t('account_overview.greeting_no_name')}</Name>
        <Details>
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
          {SECTIONS.map(({ key, path, built }) => (
            <li key={key}>
              {built ? (
                <SectionLink to={path}>{t(`account_overview.section_${key}`)}</SectionLink>
              ) : (
                <SectionSoon>
                  <span>{t(`account_overview.section_${key}`)}</span>
                  <Badge tone="neutral">{t('account_overview.not_available_yet')}</Badge>
                </SectionSoon>
              )}
            </li>
          ))}
        </SectionList>
      </nav>
      <LogoutRow>
        <Button variant="secondary" fullWidth loading={loggingOut} onClick={logOut}>
          {t('account_overview.log_out')}
        </Button>
      </LogoutRow>
    </Page>
  );
}

export function AccountOverviewPage() {
  const { t } = useTranslation('profile');
  const session = useBusValue('session:changed');
  usePageTitle(t('account_overview.page_title'));

  if (session === undefined) return <OverviewSkeleton label={t('account_overview.loading')} />;
  if (session.status !== 'user' || !session.user) return <Navigate to={withRedirect(LOGIN_PATH, ACCOUNT_OVERVIEW_PATH)} replace />;
  return <Overview user={session.user} />;
}
