// Suggested replacements, from the chosen seller, for the items it lacks.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Price, ProductImage, Skeleton } from 'design-system';
import { AddToCart } from '../fragments/add-to-cart/add-to-cart';
import { ProductReplacementsDocument } from '../generated/graphql';
import { replacementsByProduct, type MissingItem, type ReplacementProduct } from './offers-api';
import { lang, productName } from './format';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 48px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const For = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function Replacements({ missing, sellerId, coordinate }: { missing: MissingItem[]; sellerId: string; coordinate: [number, number] }) {
  const { t, i18n } = useTranslation('cart');
  const { data, error, loading } = useQuery(ProductReplacementsDocument, {
    variables: { productIds: missing.map((m) => m.productId), sellerId, coordinate },
    // Taken as answered: spec §5 judges the answer by its success flags, which a cache would not keep.
    fetchPolicy: 'no-cache',
  });
  // The answer, or why there is none: a failed request, or an answer without the success flag (spec §5).
  const state = useMemo((): { status: 'pending' | 'fulfilled' | 'rejected'; byProduct: Map<string, ReplacementProduct[] | null>; failure?: unknown } => {
    if (error) return { status: 'rejected', byProduct: new Map(), failure: error };
    if (loading || !data) return { status: 'pending', byProduct: new Map() };
    try {
      return { status: 'fulfilled', byProduct: replacementsByProduct(data) };
    } catch (failure) {
      return { status: 'rejected', byProduct: new Map(), failure };
    }
  }, [data, error, loading]);
  useEffect(() => {
    if (state.failure) console.error('failed_loading_item_sug', state.failure);
  }, [state.failure]);

  if (state.status === 'pending') return <Skeleton height="3rem" />;
  if (state.status === 'rejected') return <Alert tone="error">{t('failed_loading_item_sug')}</Alert>;
  return (
    <div data-testid="replacements">
      {missing.map((m) => {
        // no entry, or one without the success flag, is a failure for this product (spec §5)
        const options = state.byProduct.get(m.productId);
        return (
          <div key={m.productId}>
            <For>{t('replacements_for', { name: productName(m, i18n.language) })}</For>
            {!options ? (
              <Alert tone="error">{t('failed_loading_item_sug')}</Alert>
            ) : options.length === 0 ? (
              <For>{t('no_replacements')}</For>
            ) : (
              <List>
                {options.map((p) => (
                  <Row key={p.id}>
                    <ProductImage src={p.image} alt="" width={48} fit="cover" radius="md" />
                    <span>
                      {productName(p, i18n.language)}
                      <br />
                      <Price amount={p.sellingPriceHalalas} original={p.priceHalalas} language={lang(i18n.language)} />
                    </span>
                    <AddToCart
                      product={{
                        id: Number(p.id),
                        slug: p.slug,
                        name: p.name,
                        arName: p.arName,
                        image: p.image ?? '',
                        sellingPrice: p.sellingPriceHalalas,
                        price: p.priceHalalas,
                        maxOrder: p.maxOrder ?? 50,
                        stockAvailable: p.available,
                      }}
                    />
                  </Row>
                ))}
              </List>
            )}
          </div>
        );
      })}
    </div>
  );
}
