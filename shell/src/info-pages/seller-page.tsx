import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSellerProduct } from '../routing/route-table';
import { Page } from './info-page';
import './resources';

// The sell-through page (/sell-through-{product}). The product's name is translated for the slugs
// we link to; any other slug gets a general title rather than raw English in an Arabic heading.
export default function SellerPage({ product }: { product: string }) {
  const { t } = useTranslation('seller');
  const title = isSellerProduct(product) ? t('sell_through_title', { product: t(`products.${product}`) }) : t('sell_through_title_any');
  const benefits = t('benefits', { returnObjects: true }) as string[];
  const steps = t('steps', { returnObjects: true }) as string[];
  return (
    <Page data-testid="seller-page">
      <h1>{title}</h1>
      <p>{t('sell_through_desc')}</p>
      <h2>{t('benefits_title')}</h2>
      <ul>{Array.isArray(benefits) && benefits.map((item) => <li key={item}>{item}</li>)}</ul>
      <h2>{t('steps_title')}</h2>
      <ol>{Array.isArray(steps) && steps.map((item) => <li key={item}>{item}</li>)}</ol>
      <p>
        <Link to="/contact-us">{t('cta')}</Link>
      </p>
    </Page>
  );
}
