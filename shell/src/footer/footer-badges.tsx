// Footer badges drawn inline (no image requests): social links, app stores, accepted cards.
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { PaymentBrandLogo, type PaymentBrand } from 'design-system';
import { CARE_WHATSAPP_HREF } from './care-contact';

const Row = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2.5]};
  }
`;

const Round = styled.a`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.footer.iconBackground};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.footer.iconHover};
  }
`;

const Store = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[3.5]};
  border: 1px solid ${({ theme }) => theme.colors.footer.storeBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.footer.storeBackground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;


const SOCIAL = [
  { key: 'social_youtube', href: 'https://www.youtube.com/@souqgrocery', path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z' },
  { key: 'social_instagram', href: 'https://www.instagram.com/souqgrocery', path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z' },
  { key: 'social_tiktok', href: 'https://www.tiktok.com/@souqgrocery', path: 'M16 3c.4 2.3 1.8 3.7 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3.2a2.8 2.8 0 1 0 2.8 2.8V3Z' },
  { key: 'social_whatsapp', href: CARE_WHATSAPP_HREF, path: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 13.6c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.4-.7a11.6 11.6 0 0 1-4.5-4c-.3-.5-1-1.5-1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .6l-.4.6-.4.4c-.1.2-.3.3-.1.6a8.4 8.4 0 0 0 4 3.4c.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l2 1c.3.1.4.2.5.3 0 .1 0 .6-.2 1.2Z' },
  { key: 'social_x', href: 'https://x.com/souqgrocery', path: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8Zm-1.1 16.2h1.7L7.4 4.7H5.6Z' },
] as const;

export function SocialLinks() {
  const { t } = useTranslation('footer');
  return (
    <Row>
      {SOCIAL.map(({ key, href, path }) => (
        <li key={key}>
          <Round href={href} target="_blank" rel="noopener noreferrer" aria-label={t(key)}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={path} fillRule="evenodd" />
            </svg>
          </Round>
        </li>
      ))}
    </Row>
  );
}

export function AppStoreBadges() {
  const { t } = useTranslation('footer');
  const { marks } = useTheme().colors;
  return (
    <Row>
      <li>
        <Store href="https://play.google.com/store/apps/details?id=sa.souqgrocery.app" target="_blank" rel="noopener noreferrer">
          <svg width="20" height="22" viewBox="0 0 20 22" aria-hidden="true">
            <path d="M1 1l10 10L1 21a1.4 1.4 0 0 1-.5-1.1V2.1A1.4 1.4 0 0 1 1 1Z" fill={marks.googlePlay.blue} />
            <path d="M14.3 7.7 11 11 1 1c.2-.2.8-.3 1.4 0Z" fill={marks.googlePlay.green} />
            <path d="M14.3 14.3 2.4 21c-.6.3-1.2.2-1.4 0L11 11Z" fill={marks.googlePlay.red} />
            <path d="M18.4 10 14.3 7.7 11 11l3.3 3.3 4.1-2.3a1.2 1.2 0 0 0 0-2Z" fill={marks.googlePlay.yellow} />
          </svg>
          <span>{t('google_play')}</span>
        </Store>
      </li>
      <li>
        <Store href="https://apps.apple.com/sa/app/souq-grocery/id0000000000" target="_blank" rel="noopener noreferrer">
          <svg width="18" height="22" viewBox="0 0 18 22" fill={marks.apple} aria-hidden="true">
            <path d="M14.9 11.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9A5 5 0 0 0 1.8 8.4c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5a11 11 0 0 0 1.4-2.9 4.5 4.5 0 0 1-2.6-4.1ZM12.4 4.2A4.4 4.4 0 0 0 13.4 1a4.6 4.6 0 0 0-3 1.5 4.2 4.2 0 0 0-1 3.1 3.8 3.8 0 0 0 3-1.4Z" />
          </svg>
          <span>{t('app_store')}</span>
        </Store>
      </li>
    </Row>
  );
}

const PAYMENT_LOGOS: readonly { brand: PaymentBrand; key: 'pay_mada' | 'pay_visa' | 'pay_mastercard' }[] = [
  { brand: 'mada', key: 'pay_mada' },
  { brand: 'visa', key: 'pay_visa' },
  { brand: 'mastercard', key: 'pay_mastercard' },
];

const Accepted = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2.5]};
  flex-wrap: wrap;
`;

export function PaymentLogos() {
  const { t } = useTranslation('footer');
  return (
    <Accepted>
      <span>{t('we_accept')}</span>
      <Row aria-label={t('we_accept')}>
        {PAYMENT_LOGOS.map(({ brand, key }) => (
          <li key={brand}>
            <PaymentBrandLogo brand={brand} label={t(key)} />
          </li>
        ))}
      </Row>
    </Accepted>
  );
}
