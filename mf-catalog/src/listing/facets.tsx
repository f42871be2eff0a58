// Facet filters: choices within one facet are alternatives, facets combine. Counts come from the
// API and, for each facet, ignore that facet's own choice, so alternatives stay visible.
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Fieldset, formatPrice, Radio } from 'design-system';
import { formatNumber, localName, sarToHalalas, useLanguage } from '../shared/language';
import { CatalogFacetNameDocument, type ListingFacetFieldsFragment as FacetData } from '../generated/light/graphql';
import { useLightQuery } from '../shared/light-query';
import { type FacetDimension, type ListingParams, type PriceSelection } from './listing-params';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

// A long facet scrolls inside its group rather than pushing the rest of the filters down.
const Values = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 16rem;
  overflow-y: auto;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

type FacetValue = FacetData['brands'][number];

const FACET_KEYS: Record<FacetDimension, keyof Omit<FacetData, 'priceRanges'>> = {
  category: 'categories',
  brand: 'brands',
  type: 'productTypes',
};

export interface FacetsProps {
  facets: FacetData;
  state: ListingParams;
  /** Facets the page itself fixes (a brand page offers no brand facet). */
  hidden?: FacetDimension[];
  onToggle: (dimension: FacetDimension, slug: string) => void;
  onPrice: (price: PriceSelection | null) => void;
  onClear: () => void;
}

type Names = ReadonlyMap<string, Pick<FacetValue, 'name' | 'arName'>>;

const nameKey = (dimension: FacetDimension, slug: string) => `${dimension}:${slug}`;

function withNames(names: Names, facets: FacetData): Names {
  const next = new Map(names);
  for (const dimension of ['category', 'brand', 'type'] as const) {
    for (const value of facets[FACET_KEYS[dimension]]) next.set(nameKey(dimension, value.slug), value);
  }
  return next;
}

/** Every facet value's name seen in this view, so a choice keeps its name once it has no count. */
function useRememberedNames(facets: FacetData): Names {
  const [seen, setSeen] = useState(() => ({ facets, names: withNames(new Map(), facets) }));
  if (seen.facets === facets) return seen.names;
  const next = { facets, names: withNames(seen.names, facets) };
  setSeen(next);
  return next.names;
}

/** A chosen value never seen counted here (a shared link): its name from the API, else its slug. */
function LookedUpName({ dimension, slug }: { dimension: FacetDimension; slug: string }) {
  const language = useLanguage();
  const { data, stale } = useLightQuery(CatalogFacetNameDocument, { slug, category: dimension === 'category', brand: dimension === 'brand', type: dimension === 'type' });
  const found = stale ? undefined : data?.[dimension];
  return <>{found ? localName(found, language) : slug}</>;
}

function UncountedName({ dimension, slug, names }: { dimension: FacetDimension; slug: string; names: Names }) {
  const language = useLanguage();
  const known = names.get(nameKey(dimension, slug));
  return known ? <>{localName(known, language)}</> : <LookedUpName dimension={dimension} slug={slug} />;
}

export function samePrice(a: PriceSelection | null, b: PriceSelection | null): boolean {
  return a?.from === b?.from && a?.to === b?.to;
}

export function Facets({ facets, state, hidden = [], onToggle, onPrice, onClear }: FacetsProps) {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  const dimensions = (['category', 'brand', 'type'] as const).filter((d) => !hidden.includes(d));
  const priceLabel = (from: number, to: number | null) =>
    to === null
      ? t('listing.price_from', { from: formatPrice(sarToHalalas(from), language) })
      : t('listing.price_between', { from: formatPrice(sarToHalalas(from), language), to: formatPrice(sarToHalalas(to), language) });
  const anySelected = dimensions.some((d) => state[d].length > 0) || state.price !== null;
  const names = useRememberedNames(facets);

  return (
    <Panel>
      {dimensions.map((dimension) => {
        const values: FacetValue[] = facets[FACET_KEYS[dimension]];
        // A chosen value the current results no longer count stays on screen, so it can be unticked.
        const shown = [
          ...values,
          ...state[dimension].filter((slug) => !values.some((v) => v.slug === slug)).map((slug) => ({ slug, count: 0, uncounted: true })),
        ];
        if (shown.length === 0) return null;
        return (
          <Fieldset key={dimension} legend={t(`listing.facet_${dimension}`)}>
            <Values>
              {shown.map((value) => (
                <li key={value.slug}>
                  <Checkbox
                    checked={state[dimension].includes(value.slug)}
                    onChange={() => onToggle(dimension, value.slug)}
                    label={
                      <>
                        {'uncounted' in value ? (
                          <UncountedName dimension={dimension} slug={value.slug} names={names} />
                        ) : (
                          localName(value, language)
                        )}{' '}
                        <Count>({formatNumber(value.count, language)})</Count>
                      </>
                    }
                  />
                </li>
              ))}
            </Values>
          </Fieldset>
        );
      })}
      {facets.priceRanges.length > 0 && (
        <Fieldset legend={t('listing.facet_price')}>
          <Values>
            <li>
              <Radio name="price" checked={state.price === null} onChange={() => onPrice(null)} label={t('listing.price_any')} />
            </li>
            {facets.priceRanges
              .filter((range) => range.count > 0 || samePrice(state.price, range))
              .map((range) => (
                <li key={range.from}>
                  <Radio
                    name="price"
                    checked={samePrice(state.price, range)}
                    onChange={() => onPrice({ from: range.from, to: range.to })}
                    label={
                      <>
                        {priceLabel(range.from, range.to)} <Count>({formatNumber(range.count, language)})</Count>
                      </>
                    }
                  />
                </li>
              ))}
          </Values>
        </Fieldset>
      )}
      {anySelected && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('listing.clear_filters')}
        </Button>
      )}
    </Panel>
  );
}
