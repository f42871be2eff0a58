// Suggested replacements, from the chosen seller, for the items it lacks.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Price, ProductImage, Skeleton } from 'design-system';
import { AddToCart } from '../fragments/add-to-cart/add-to-cart';
import { fetchReplacements, type MissingItem, type ReplacementProduct } from './offers-api';
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
  const [state, setState] = useState<{ status: 'pending' | 'fulfilled' | 'rejected'; byProduct: Map<string, ReplacementProduct[] | null> }>({ status: 'pending', byProduct: new Map() });
  const ids = missing.map((m) => m.productId).join(',');
  useEffect(() => {
    let live = true;
    setState({ status: 'pending', byProduct: new Map() });
    fetchReplacements(ids.split(','), sellerId, coordinate)
      .then((byProduct) => live && setState({ status: 'fulfilled', byProduct }))
      .catch((error: unknown) => {
        console.error('failed_loading_item_sug', error);
        if (live) setState({ status: 'rejected', byProduct: new Map() });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, sellerId, coordinate[0], coordinate[1]]);

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
