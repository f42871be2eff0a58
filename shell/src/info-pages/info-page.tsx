import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InfoPage as InfoPageName } from '../routing/route-table';
import { ContactForm } from './contact-form';
import './resources';

export const Page = styled.article`
  max-width: 880px;
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  line-height: 1.8;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
  h2 {
    margin: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Lead = styled.p`
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Faq = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  padding: ${({ theme }) => theme.space[3]} 0;
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
  }
`;

interface Section {
  heading: string;
  body: string;
}

export default function InfoPage({ page }: { page: InfoPageName }) {
  const { t } = useTranslation(['footer', 'common']);
  const title = t(`common:info_${page}`);
  if (page === 'contact-us') {
    return (
      <Page data-testid="info-page">
        <h1>{title}</h1>
        <Lead>{t('footer:pages.contact.intro')}</Lead>
        <ContactForm />
      </Page>
    );
  }
  const sections = t(`footer:pages.${page}.sections`, { returnObjects: true }) as Section[];
  return (
    <Page data-testid="info-page">
      <h1>{title}</h1>
      <Lead>{t(`footer:pages.${page}.intro`)}</Lead>
      {Array.isArray(sections) &&
        sections.map((section) =>
          page === 'faqs' ? (
            <Faq key={section.heading}>
              <summary>{section.heading}</summary>
              <p>{section.body}</p>
            </Faq>
          ) : (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              <p>{section.body}</p>
            </section>
          ),
        )}
    </Page>
  );
}
