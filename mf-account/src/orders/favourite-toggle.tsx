// Marking an order as a favourite, or not, from its page: a toggle button (pressed while it is one),
// and, once marked, where the favourites are listed.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button } from 'design-system';
import { SetFavouriteOrderDocument } from '../generated/graphql';
import { pageLanguageOf } from './format';
import { messageFor } from './messages';

export const FAVOURITE_ORDERS_PATH = '/favourite-orders';

const HeartGlyph = styled.svg<{ $filled: boolean }>`
  inline-size: 1.125rem;
  block-size: 1.125rem;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.danger : 'currentColor')};
`;

function Heart({ filled }: { filled: boolean }) {
  return (
    <HeartGlyph $filled={filled} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </HeartGlyph>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export function FavouriteToggle({ orderId, favourite }: { orderId: string; favourite: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const [problem, setProblem] = useState<string | null>(null);
  const [setFavourite, { loading }] = useMutation(SetFavouriteOrderDocument, {
    // the favourites list is read again the next time it is shown
    update: (cache) => {
      cache.evict({ fieldName: 'favouriteOrders' });
      cache.gc();
    },
  });

  const toggle = async () => {
    setProblem(null);
    try {
      const result = (await setFavourite({ variables: { orderId, favourite: !favourite } })).data?.setFavouriteOrder;
      if (!result?.success) setProblem(messageFor(t, result?.key, language, result));
    } catch {
      setProblem(t('errors.operation_failed'));
    }
  };

  return (
    <Root>
      <Button variant="ghost" size="sm" aria-pressed={favourite} loading={loading} onClick={() => void toggle()} data-testid="favourite-toggle">
        <Heart filled={favourite} />
        {t('favourite.toggle')}
      </Button>
      <p role="status">
        {favourite && (
          <>
            {t('favourite.saved')} <Link to={FAVOURITE_ORDERS_PATH}>{t('favourites.title')}</Link>
          </>
        )}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </Root>
  );
}
