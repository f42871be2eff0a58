import { screen, within } from '@testing-library/react';
import { clearLightCache } from '../shared/light-query';
import { initTestI18n, renderCatalog } from '../test-utils';
import { CategoryTiles } from './category-tiles';
import { SHORTCUT_SLUGS } from './shortcuts';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const category = (slug: string, name: string, arName: string, image: string | null = `/images/categories/${slug}.svg`) => ({
  __typename: 'Category',
  id: slug,
  slug,
  name,
  arName,
  image,
});

// The API's level-0 categories in its own order, which is not the spec's order of the shortcuts.
const LEVEL_0 = [
  category('bakery', 'Bakery', 'المخبوزات'),
  category('dairy-eggs', 'Dairy & Eggs', 'الألبان والبيض'),
  category('fresh-food', 'Fresh Food', 'الأطعمة الطازجة'),
  category('coffee-tea', 'Coffee & Tea', 'القهوة والشاي', null),
  category('frozen-food', 'Frozen Food', 'الأطعمة المجمدة'),
  category('cleaning-hygienes', 'Cleaning & Hygiene', 'المنظفات والنظافة'),
  category('fresh-fruits-vegetables', 'Fresh Fruits & Vegetables', 'الفواكه والخضروات الطازجة'),
  category('canned-jarred-foods', 'Canned & Jarred Foods', 'الأطعمة المعلبة والمحفوظة'),
  category('baby-care', 'Baby Care', 'العناية بالطفل'),
  category('snacks-confectionary', 'Snacks & Confectionary', 'الوجبات الخفيفة والحلويات'),
  category('beverages-water', 'Beverages & Water', 'المشروبات والمياه'),
];

type Answer = { status: number; body: unknown };

/** Stubs the API; the answer waits until `answer` is called, so the loading state can be seen. */
function stubApi() {
  let answer!: (reply: Answer) => void;
  const reply = new Promise<Answer>((resolve) => (answer = resolve));
  const fetchMock = jest.fn((_url: string, _init: RequestInit) =>
    reply.then(({ status, body }) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
  stubGlobal('fetch', fetchMock);
  return { fetchMock, answer };
}

const tiles = (title: string) => within(screen.getByRole('region', { name: title }));

describe('home category tiles', () => {
  beforeEach(() => clearLightCache());
  afterEach(() => unstubAllGlobals());

  it("shows placeholders while loading, then the API's level-0 categories, the nine shortcuts first in the spec's order", async () => {
    await initTestI18n('en');
    const { fetchMock, answer } = stubApi();
    renderCatalog(<CategoryTiles />);

    const region = tiles('Shop by category');
    expect(region.queryAllByRole('link')).toHaveLength(0);
    expect(region.getAllByTestId('category-tile-placeholder')).toHaveLength(9);

    // One plain POST, not the GraphQL client: the home page stays light.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    const { query } = JSON.parse(String(init.body)) as { query: string };
    expect(query).toMatch(/query CatalogLeadCategories\s*{\s*categories\(level: 0\)/);

    answer({ status: 200, body: { data: { categories: LEVEL_0 } } });
    const links = await region.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...SHORTCUT_SLUGS.map((slug) => `/category/${slug}`), '/category/bakery', '/category/coffee-tea']);
    expect(links.map((link) => link.textContent)).toEqual([
      'Fresh Food',
      'Frozen Food',
      'Fresh Fruits & Vegetables',
      'Canned & Jarred Foods',
      'Dairy & Eggs',
      'Baby Care',
      'Snacks & Confectionary',
      'Beverages & Water',
      'Cleaning & Hygiene',
      'Bakery',
      'Coffee & Tea',
    ]);
    expect(region.queryByTestId('category-tile-placeholder')).not.toBeInTheDocument();
    // The category's own image, decorative beside its name; a category without one gets the
    // fixed-size placeholder rather than a broken image.
    const dairy = region.getByRole('link', { name: 'Dairy & Eggs' });
    expect(dairy.querySelector('img')).toHaveAttribute('src', '/images/categories/dairy-eggs.svg');
    expect(dairy.querySelector('img')).toHaveAttribute('alt', '');
    expect(region.getByRole('link', { name: 'Coffee & Tea' }).querySelector('img')).toBeNull();
  });

  it('names the categories in Arabic', async () => {
    await initTestI18n('ar');
    const { answer } = stubApi();
    answer({ status: 200, body: { data: { categories: LEVEL_0 } } });
    renderCatalog(<CategoryTiles />);
    const region = tiles('تسوّق حسب القسم');
    expect(await region.findByRole('link', { name: 'الألبان والبيض' })).toHaveAttribute('href', '/category/dairy-eggs');
    expect(region.getAllByRole('link')[0]).toHaveAccessibleName('الأطعمة الطازجة');
    expect(region.getAllByRole('link').at(-1)).toHaveAccessibleName('القهوة والشاي');
  });

  const FALLBACK = {
    en: { title: 'Shop by category', first: 'Fresh food', dairy: 'Dairy & eggs', last: 'Cleaning & hygiene' },
    ar: { title: 'تسوّق حسب القسم', first: 'الأغذية الطازجة', dairy: 'الألبان والبيض', last: 'التنظيف والنظافة' },
  } as const;

  for (const language of ['ar', 'en'] as const) {
    it(`falls back to the nine shortcuts, named in ${language === 'ar' ? 'Arabic' : 'English'}, when the API fails or lists none`, async () => {
      await initTestI18n(language);
      const text = FALLBACK[language];
      for (const failure of [{ status: 502, body: 'bad gateway' }, { status: 200, body: { data: { categories: [] } } }]) {
        clearLightCache();
        const { answer } = stubApi();
        const view = renderCatalog(<CategoryTiles />);
        answer(failure);
        const region = tiles(text.title);
        const links = await region.findAllByRole('link');
        expect(links.map((link) => link.getAttribute('href'))).toEqual(SHORTCUT_SLUGS.map((slug) => `/category/${slug}`));
        expect(links[0]).toHaveAccessibleName(text.first);
        expect(region.getByRole('link', { name: text.dairy })).toHaveAttribute('href', '/category/dairy-eggs');
        expect(links[8]).toHaveAccessibleName(text.last);
        expect(links[4]!.querySelector('img')).toHaveAttribute('src', '/images/categories/dairy-eggs.svg');
        expect(region.queryByTestId('category-tile-placeholder')).not.toBeInTheDocument();
        view.unmount();
      }
    });
  }
});
