import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Page = styled.section`
  max-width: 760px;
  margin: 24px auto;
  padding: 0 16px;
  details {
    background: #fff;
    border: 1px solid #e3e8ee;
    border-radius: 12px;
    padding: 12px 16px;
    margin-bottom: 8px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
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
