// /help: answers to the questions shoppers ask most, how to reach customer care (call, email,
// WhatsApp: shared-domain's one set of contact details), and the way to feedback for an order, which
// is sent from the order's page under My orders. Open to guests too.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LinkButton } from 'design-system';
import { usePageTitle } from 'remote-kit';
import { CARE_EMAIL, CARE_EMAIL_HREF, CARE_PHONE, CARE_PHONE_HREF, CARE_WHATSAPP_HREF } from 'shared-domain';
import { FormActions, ProfilePage, ProfilePanel } from '../shared/profile-page-frame';

export const HELP_PATH = '/help';
const ORDERS_PATH = '/orders';

const TOPICS = ['order_status', 'change_address', 'missing_item', 'refund', 'language', 'promotions'] as const;

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  details {
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.ml};
    padding-block: ${({ theme }) => theme.space[3]};
    padding-inline: ${({ theme }) => theme.space[4]};
  }

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  details p {
    margin-block-start: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Channels = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }

  a {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.ml};
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySurface};
  }

  strong {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Hours = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function HelpPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('help.page_title'));
  return (
    <ProfilePage id="help" title={t('help.title')} intro={t('help.intro')}>
      <ProfilePanel as="section" aria-labelledby="help-questions">
        <h2 id="help-questions">{t('help.faq_heading')}</h2>
        <Questions>
          {TOPICS.map((topic) => (
            <details key={topic}>
              <summary>{t(`help.${topic}_q`)}</summary>
              <p>{t(`help.${topic}_a`)}</p>
            </details>
          ))}
        </Questions>
      </ProfilePanel>
      <ProfilePanel as="section" aria-labelledby="help-contact">
        <h2 id="help-contact">{t('help.contact_heading')}</h2>
        <Channels>
          <li>
            <a href={CARE_PHONE_HREF}>
              <strong>{t('help.call')}</strong>
              <span>
                <bdi dir="ltr">{CARE_PHONE}</bdi>
              </span>
            </a>
          </li>
          <li>
            <a href={CARE_EMAIL_HREF}>
              <strong>{t('help.email')}</strong>
              <span>
                <bdi dir="ltr">{CARE_EMAIL}</bdi>
              </span>
            </a>
          </li>
          <li>
            <a href={CARE_WHATSAPP_HREF} target="_blank" rel="noopener noreferrer">
              <strong>{t('help.whatsapp')}</strong>
              <span>
                <bdi dir="ltr">{CARE_PHONE}</bdi>
              </span>
            </a>
          </li>
        </Channels>
        <Hours>{t('help.hours')}</Hours>
      </ProfilePanel>
      <ProfilePanel as="section" aria-labelledby="help-feedback">
        <h2 id="help-feedback">{t('help.feedback_heading')}</h2>
        <p>{t('help.feedback_text')}</p>
        <FormActions>
          <LinkButton as={Link} to={ORDERS_PATH} variant="secondary">
            {t('help.feedback_link')}
          </LinkButton>
        </FormActions>
      </ProfilePanel>
    </ProfilePage>
  );
}
