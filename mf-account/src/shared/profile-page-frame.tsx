// What the profile pages (basic information, language, notifications, help) share: the frame with
// the way back to the account overview and the page heading, the card their forms sit in, and the
// loading, failed and signed-out states of what they read.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, LinkButton, Skeleton, VisuallyHidden } from 'design-system';
import { LOGIN_PATH, withRedirect } from '../authentication/redirect';

export const ACCOUNT_OVERVIEW_PATH = '/user-account';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 760px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[12]};
  padding-inline: ${({ theme }) => theme.space[4]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &::before {
    content: '‹';
  }

  [dir='rtl'] &::before {
    content: '›';
  }

  &:hover {
    text-decoration: underline;
  }
`;

/** The card a form or a block of content sits in. */
export const ProfilePanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A form's fields, one column on a phone and two where there is room. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The row under a form with its submit button: full width on a phone. */
export const FormActions = styled.div`
  display: grid;

  ${({ theme }) => theme.media.sm} {
    justify-content: start;
  }
`;

/** A confirmation dialog's two buttons, side by side, wrapping under each other when narrow. */
export const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[4]};

  & > * {
    flex: 1 1 9rem;
  }
`;

interface ProfilePageProps {
  /** The page's id, for its heading. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** An account page: the way back to the overview, the heading and the page's content. */
export function ProfilePage({ id, title, intro, children }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  return (
    <Page aria-labelledby={`${id}-title`}>
      <Head>
        <Back to={ACCOUNT_OVERVIEW_PATH}>{t('page.back_to_account')}</Back>
        <h1 id={`${id}-title`}>{title}</h1>
        {intro && <p>{intro}</p>}
      </Head>
      {children}
    </Page>
  );
}

/** While what the page reads is on its way. */
export function ProfileSkeleton({ fields = 4 }: { fields?: number }) {
  const { t } = useTranslation('profile');
  return (
    <ProfilePanel aria-busy="true" data-testid="profile-loading">
      <VisuallyHidden>{t('page.loading')}</VisuallyHidden>
      <Skeleton width="35%" height={24} />
      {Array.from({ length: fields }, (_, index) => (
        <Skeleton key={index} height={44} radius="md" />
      ))}
      <Skeleton width="10rem" height={44} radius="full" />
    </ProfilePanel>
  );
}

/** What the page reads did not arrive: say so, and offer to read it again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <ProfilePanel>
      <Alert tone="error">{t('page.load_failed')}</Alert>
      <FormActions>
        <Button variant="secondary" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      </FormActions>
    </ProfilePanel>
  );
}

/** The API no longer knows the shopper (the session ended elsewhere): sign in, then come back. */
export function SignedOutNotice() {
  const { t } = useTranslation('profile');
  const location = useLocation();
  return (
    <ProfilePanel>
      <h2>{t('page.signed_out_title')}</h2>
      <p>{t('page.signed_out_text')}</p>
      <FormActions>
        <LinkButton as={Link} to={withRedirect(LOGIN_PATH, `${location.pathname}${location.search}`)}>
          {t('page.sign_in')}
        </LinkButton>
      </FormActions>
    </ProfilePanel>
  );
}
