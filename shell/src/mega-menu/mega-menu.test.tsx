import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryBar } from '../shortcuts/category-bar';
import { renderShell } from '../test/render';
import type * as CategoriesApi from '../categories/categories-api';
import type { CategoryItem } from '../categories/categories-api';

const child = (id: string, slug: string, name: string, arName: string): CategoryItem => ({ id, slug, name, arName, children: [] });

const CATEGORIES: CategoryItem[] = [
  {
    ...child('1', 'fresh-food', 'Fresh Food', 'الأطعمة الطازجة'),
    children: [child('11', 'bakery', 'Bakery', 'المخبوزات'), child('12', 'meat-poultry', 'Meat & Poultry', 'اللحوم والدواجن')],
  },
  {
    ...child('2', 'dairy-eggs', 'Dairy & Eggs', 'الألبان والبيض'),
    children: [child('21', 'milk', 'Milk', 'الحليب'), child('22', 'laban', 'Laban', 'اللبن')],
  },
  {
    ...child('3', 'beverages-water', 'Beverages & Water', 'المشروبات والمياه'),
    children: [child('31', 'water', 'Water', 'المياه'), child('32', 'juices', 'Juices', 'العصائر')],
  },
];

const answerAtOnce = () => Promise.resolve(CATEGORIES);
let mockFetchCategories: () => Promise<CategoryItem[]> = answerAtOnce;

jest.mock('../categories/categories-api', () => ({
  ...jest.requireActual<typeof CategoriesApi>('../categories/categories-api'),
  fetchCategories: () => mockFetchCategories(),
}));

afterEach(() => {
  mockFetchCategories = answerAtOnce;
});

const TEXT = {
  en: { trigger: 'All categories', parents: ['Fresh Food', 'Dairy & Eggs', 'Beverages & Water'], milk: 'Milk', bakery: 'Bakery', water: 'Water' },
  ar: {
    trigger: 'جميع الأقسام',
    parents: ['الأطعمة الطازجة', 'الألبان والبيض', 'المشروبات والمياه'],
    milk: 'الحليب',
    bakery: 'المخبوزات',
    water: 'المياه',
  },
} as const;

// The key pointing from the parent list (start side) towards the tiles (end side).
const TOWARD_TILES = { en: '{ArrowRight}', ar: '{ArrowLeft}' } as const;
const TOWARD_PARENTS = { en: '{ArrowLeft}', ar: '{ArrowRight}' } as const;

async function openMenu(language: 'ar' | 'en') {
  const user = userEvent.setup();
  renderShell(<CategoryBar />, { language });
  // The row shows from the md breakpoint up; jsdom applies no media queries, and Tab skips hidden
  // elements, so show it as a desktop would.
  screen.getByTestId('category-bar').style.display = 'flex';
  const text = TEXT[language];
  const trigger = screen.getByRole('button', { name: text.trigger });
  await user.click(trigger);
  const menu = await screen.findByTestId('mega-menu');
  const parents = await within(menu).findAllByRole('button');
  await waitFor(() => expect(parents[0]).toHaveFocus());
  const tile = (name: string) => within(menu).getByRole('link', { name });
  return { user, trigger, menu, parents, tile, text };
}

describe.each(['en', 'ar'] as const)('MegaMenu keyboard (%s)', (language) => {
  it('focuses the active parent on opening and keeps the parents as one Tab stop', async () => {
    const { parents, text } = await openMenu(language);
    expect(parents.map((button) => button.textContent?.slice(0, -1))).toEqual(text.parents);
    expect(parents.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    expect(parents[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves among the parents with ArrowDown, ArrowUp, Home and End, wrapping at the ends', async () => {
    const { user, parents, tile, text } = await openMenu(language);
    await user.keyboard('{ArrowDown}');
    expect(parents[1]).toHaveFocus();
    expect(parents[1]).toHaveAttribute('aria-expanded', 'true');
    expect(parents.map((button) => button.tabIndex)).toEqual([-1, 0, -1]);
    expect(tile(text.milk)).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(parents[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(parents[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(parents[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(parents[0]).toHaveFocus();
    expect(tile(text.bakery)).toBeInTheDocument();
  });

  it('goes into the first tile with the arrow pointing at the tiles, and back with the opposite arrow', async () => {
    const { user, parents, tile, text } = await openMenu(language);
    await user.keyboard('{ArrowDown}');
    await user.keyboard(TOWARD_TILES[language]);
    expect(tile(text.milk)).toHaveFocus();
    await user.keyboard(TOWARD_PARENTS[language]);
    expect(parents[1]).toHaveFocus();
    // The arrow pointing away from the tiles does nothing on a parent.
    await user.keyboard(TOWARD_PARENTS[language]);
    expect(parents[1]).toHaveFocus();
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('goes into the first tile with %s', async (_name, key) => {
    const { user, tile, text } = await openMenu(language);
    await user.keyboard(`{End}${key}`);
    expect(tile(text.water)).toHaveFocus();
    expect(screen.getByTestId('mega-menu')).toBeInTheDocument();
  });

  it('tabs from the parent list into the active parent’s tiles, and back to the trigger', async () => {
    const { user, parents, tile, trigger, text } = await openMenu(language);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(tile(text.milk)).toHaveFocus();
    await user.tab({ shift: true });
    expect(parents[1]).toHaveFocus();
    await user.tab({ shift: true });
    expect(trigger).toHaveFocus();
    expect(screen.getByTestId('mega-menu')).toBeInTheDocument();
  });

  it('tabs into the tiles of the focused parent even when the pointer shows another one', async () => {
    const { user, parents, tile, text } = await openMenu(language);
    await user.hover(parents[2]!);
    expect(parents[2]).toHaveAttribute('aria-expanded', 'true');
    expect(parents[0]).toHaveFocus();
    // the Tab stop stays with focus, not the pointer
    expect(parents.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(tile(text.bakery)).toHaveFocus();
  });

  it('goes back to the trigger with Shift+Tab even when the pointer shows another parent', async () => {
    const { user, parents, trigger } = await openMenu(language);
    await user.keyboard('{ArrowDown}');
    await user.hover(parents[0]!);
    await user.tab({ shift: true });
    expect(trigger).toHaveFocus();
  });

  it('leaves focus where the shopper moved it while the categories were loading', async () => {
    let answer!: (list: CategoryItem[]) => void;
    mockFetchCategories = () => new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    renderShell(<CategoryBar />, { language });
    screen.getByTestId('category-bar').style.display = 'flex';
    await user.click(screen.getByRole('button', { name: TEXT[language].trigger }));
    const menu = await screen.findByTestId('mega-menu');
    // Nothing in the loading menu takes focus, so Tab goes on to the first shortcut.
    await user.tab();
    const shortcut = document.activeElement;
    expect(shortcut).toHaveAttribute('data-shortcut');
    await act(async () => answer(CATEGORIES));
    expect(within(menu).getAllByRole('button')).toHaveLength(3);
    expect(shortcut).toHaveFocus();
  });

  it('closes on Escape from a tile and gives focus back to the trigger', async () => {
    const { user, trigger } = await openMenu(language);
    await user.keyboard(TOWARD_TILES[language]);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mega-menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates to the chosen child with Enter and closes', async () => {
    const { user, text } = await openMenu(language);
    await user.keyboard(`{ArrowDown}${TOWARD_TILES[language]}{Enter}`);
    expect(screen.getByTestId('location')).toHaveTextContent('/category/dairy-eggs/milk');
    expect(screen.queryByTestId('mega-menu')).not.toBeInTheDocument();
    expect(screen.queryByText(text.milk)).not.toBeInTheDocument();
  });

  it('closes when Tab leaves the menu past its last link', async () => {
    const { user, menu } = await openMenu(language);
    const links = within(menu).getAllByRole('link');
    links.at(-1)!.focus();
    await user.tab();
    expect(screen.queryByTestId('mega-menu')).not.toBeInTheDocument();
  });
});
