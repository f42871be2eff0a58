import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Page = styled.section`
  max-width: 760px;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  details {
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.ml};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const TOPICS = ['order_status', 'change_address', 'missing_item', 'refund'] as const;

/** Account help: answers to the questions shoppers ask most, and how to reach customer care. */
export function HelpPage() {
  const { t } = useTranslation('profile');
  return (
    <Page aria-labelledby="help-title">
      <h1 id="help-title">{t('help_title')}</h1>
      <p>{t('help_intro')}</p>
      {TOPICS.map((topic) => (
        <details key={topic}>
          <summary>{t(`help_${topic}_q`)}</summary>
          <p>{t(`help_${topic}_a`)}</p>
        </details>
      ))}
      <p>{t('help_contact')}</p>
    </Page>
  );
}
