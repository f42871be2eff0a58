import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_COORDINATE } from '../shared/use-shopper-reach';
import { initTestI18n, makeProduct, renderCatalog, stubLightApi, type LightAnswer } from '../test-utils';
import { CatalogProductDetailDocument } from '../generated/light/graphql';
import { type ProductDetailData } from './product-detail';
import ProductPage from './product-page';
import { unstubAllGlobals } from 'remote-kit/testing';

const named = (typename: string, slug: string, name: string, arName: string) => ({ __typename: typename, id: slug, slug, name, arName });

function detail(overrides: Partial<ProductDetailData> = {}) {
  return {
    ...makeProduct(11, { name: 'Almarai Laban 1L', arName: 'لبن المراعي ١ لتر', slug: 'almarai-laban-1l', priceHalalas: 650, sellingPriceHalalas: 550 }),
    sku: 'ALM-LBN-1000',
    description: 'Fresh laban from Almarai, best served cold with kabsa.',
    arDescription: 'لبن طازج من المراعي، يقدّم باردًا مع الكبسة.',
    seoTitle: null,
    seoDescription: null,
    barcode: null,
    barcodeType: null,
    rating: 4.6,
    tags: ['bestseller', 'saudi-made', 'sugar-free', 'limited-edition'],
    brand: { ...named('Brand', 'almarai', 'Almarai', 'المراعي'), iconImage: null },
    productType: named('ProductType', 'laban', 'Laban', 'لبن'),
    category: { ...named('Category', 'milk', 'Milk & Laban', 'الحليب واللبن'), parent: named('Category', 'dairy-eggs', 'Dairy & Eggs', 'الألبان والبيض') },
    attributeValues: [],
    ...overrides,
  };
}

const asked = (slug: string) => ({ query: CatalogProductDetailDocument, variables: { slug, coordinate: DEFAULT_COORDINATE, role: 'GUEST' } });

const found = (product: ReturnType<typeof detail>): LightAnswer => ({
  request: asked(product.slug),
  result: { data: { productDetail: { __typename: 'ProductDetail', product, offers: [] } } },
});

/** The product page at `slug`, the API answering with `answers` (the similar products are not answered: their rail stays away). */
function renderAt(slug: string, answers: LightAnswer[]) {
  stubLightApi(answers);
  return renderCatalog(<ProductPage />, { path: `/product/${slug}`, route: '/product/:slug' });
}

const renderProduct = (product: ReturnType<typeof detail>) => renderAt(product.slug, [found(product)]);

const jsonLd = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;

describe('ProductPage', () => {
  afterEach(() => unstubAllGlobals());

  it.each([
    ['ar', 'الصفحة غير موجودة'],
    ['en', 'Page not found'],
  ] as const)('shows the translated "not found" for a product the API does not know (%s)', async (language, title) => {
    await initTestI18n(language);
    renderAt('no-such-product', [{ request: asked('no-such-product'), result: { data: { productDetail: null } } }]);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('says the product could not load, and shows it after a retry', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    const product = detail();
    renderAt(product.slug, [{ request: asked(product.slug), status: 502, result: {} }, found(product)]);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load these products.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Almarai Laban 1L' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('labels every tag in Arabic, leaves out one it has no Arabic for, and describes the product in Arabic for search engines', async () => {
    await initTestI18n('ar');
    renderProduct(detail());
    const tags = await screen.findByRole('list', { name: 'الوسوم' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['الأكثر مبيعًا', 'صنع في السعودية', 'خالٍ من السكر']);
    expect(tags).not.toHaveTextContent(/[a-z]/i);

    expect(jsonLd()).toMatchObject({
      '@type': 'Product',
      name: 'لبن المراعي ١ لتر',
      description: 'لبن طازج من المراعي، يقدّم باردًا مع الكبسة.',
      brand: { '@type': 'Brand', name: 'المراعي' },
    });
  });

  it('labels tags in English, an unknown one by its words, and keeps English in the JSON-LD', async () => {
    await initTestI18n('en');
    renderProduct(detail());
    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bestseller', 'Made in Saudi Arabia', 'Sugar free', 'Limited edition']);
    expect(jsonLd()).toMatchObject({ name: 'Almarai Laban 1L', description: 'Fresh laban from Almarai, best served cold with kabsa.', brand: { name: 'Almarai' } });
  });

  it('shows the photo named by the product, fetched first as the largest paint of the page', async () => {
    await initTestI18n('ar');
    renderProduct(detail());
    const photo = await screen.findByRole('img', { name: 'لبن المراعي ١ لتر' });
    expect(photo).toHaveAttribute('src', '/images/products/product-11.svg');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('width', '480');
  });

  it('shows a placeholder instead of an empty image when the product has no photo', async () => {
    await initTestI18n('en');
    renderProduct(detail({ image: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Almarai Laban 1L' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    // The placeholder keeps the photo's name, so the page reads the same with or without a photo.
    const placeholder = screen.getByRole('img', { name: 'Almarai Laban 1L' });
    expect(getComputedStyle(placeholder).getPropertyValue('aspect-ratio')).toBe('1');
    expect(getComputedStyle(placeholder).width).toBe('100%');
    expect(jsonLd()).not.toHaveProperty('image');
  });
});
