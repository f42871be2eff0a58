// The home page's "shop by category" tiles: the API's level-0 categories with their own images and
// names, read through the light client (no GraphQL client on the home page). Placeholders of the
// tiles' size while they load; the nine shortcuts of spec §2 if the API cannot be reached.
import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { media, ProductImage, Skeleton } from 'design-system';
import { Carousel } from '../carousel/carousel';
import { localName, useLanguage } from '../shared/language';
import { CatalogLeadCategoriesDocument } from '../generated/light/graphql';
import { useLightQuery } from '../shared/light-query';
import { orderCategoryTiles, SHORTCUT_SLUGS } from './shortcuts';

const NO_VARIABLES = {};
const IMAGE_SIZE = 88;

const tileBox = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.ml};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.3;
  height: 100%;
  /* The image: 64px on phones, 88px from the md breakpoint, for photo, placeholder and skeleton. */
  > :first-child {
    width: 64px;
    height: 64px;
  }
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    > :first-child {
      width: ${IMAGE_SIZE}px;
      height: ${IMAGE_SIZE}px;
    }
  }
`;

const Tile = styled(Link)`
  ${tileBox}
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
`;

const TilePlaceholder = styled.div`
  ${tileBox}
  border: 1px solid ${({ theme }) => theme.colors.neutral[100]};
`;

const ImageSlot = styled.span`
  display: block;
  flex-shrink: 0;
`;

/* Two lines of the name, always (at the tiles' line height of 1.3): a tile is as tall as its
   placeholder, so the rails below stay put when the categories arrive. */
const labelBox = css`
  min-height: 2.6em;
`;

const Label = styled.span`
  ${labelBox}
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const LabelSlot = styled.span`
  ${labelBox}
  display: flex;
  justify-content: center;
  width: 100%;
`;

interface TileView {
  slug: string;
  label: string;
  image: string | null;
}

function CategoryTile({ slug, label, image }: TileView) {
  return (
    <Tile to={`/category/${slug}`}>
      {/* Decorative: the tile's name follows it. */}
      <ProductImage src={image} alt="" width={IMAGE_SIZE} radius="full" fit="cover" />
      <Label>{label}</Label>
    </Tile>
  );
}

export function CategoryTiles() {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  const { data, error } = useLightQuery(CatalogLeadCategoriesDocument, NO_VARIABLES);
  const categories = data ? orderCategoryTiles(data.categories) : [];

  let tiles: TileView[] | null;
  if (categories.length > 0) {
    tiles = categories.map((category) => ({ slug: category.slug, label: localName(category, language), image: category.image }));
  } else if (error || data) {
    // Unreachable or empty: the spec's nine shortcuts, named by this team, still lead somewhere.
    tiles = SHORTCUT_SLUGS.map((slug) => ({ slug, label: t(`category_${slug}`), image: `/images/categories/${slug}.svg` }));
  } else {
    tiles = null;
  }

  return (
    <Carousel title={t('shop_by_category')} kind="compact">
      {tiles
        ? tiles.map((tile) => <CategoryTile key={tile.slug} {...tile} />)
        : SHORTCUT_SLUGS.map((slug) => (
            <TilePlaceholder key={slug} aria-hidden="true" data-testid="category-tile-placeholder">
              <ImageSlot>
                <Skeleton width="100%" height="100%" radius="full" />
              </ImageSlot>
              <LabelSlot>
                <Skeleton width="70%" height="0.9rem" />
              </LabelSlot>
            </TilePlaceholder>
          ))}
    </Carousel>
  );
}
