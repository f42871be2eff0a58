import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstubAllGlobals } from 'remote-kit/testing';
import { initTestI18n, renderCatalog, stubLightApi, type LightAnswer } from '../test-utils';
import MobileCategoriesPage from './mobile-categories-page';
import { CatalogCategoryTreeDocument } from '../generated/light/graphql';

const node = (id: string, slug: string, name: string, arName: string) => ({ __typename: 'Category', id, slug, name, arName, image: `/images/categories/${slug}.svg` });

const tree = {
  categories: [
    { ...node('1', 'dairy-eggs', 'Dairy & Eggs', 'الألبان والبيض'), children: [node('11', 'milk', 'Milk', 'الحليب'), node('12', 'eggs', 'Eggs', 'البيض')] },
    { ...node('2', 'beverages-water', 'Beverages & Water', 'المشروبات والمياه'), children: [node('21', 'water', 'Water', 'المياه')] },
  ],
};

const answered: LightAnswer = { request: { query: CatalogCategoryTreeDocument, variables: {} }, result: { data: tree } };

function renderPage(answers: LightAnswer[]) {
  stubLightApi(answers);
  return renderCatalog(<MobileCategoriesPage />, { path: '/mobile/categories', route: '/mobile/categories' });
}

afterEach(() => unstubAllGlobals());

describe('MobileCategoriesPage', () => {
  it('lists every category with links to it and to each child, the first one open', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    renderPage([answered]);

    expect(screen.getByRole('heading', { level: 1, name: 'All categories' })).toBeInTheDocument();
    const dairy = await screen.findByRole('group', { name: 'Dairy & Eggs' });
    expect(dairy).toHaveAttribute('open');
    expect(within(dairy).getByRole('link', { name: 'All of Dairy & Eggs' })).toHaveAttribute('href', '/category/dairy-eggs');
    expect(within(dairy).getByRole('link', { name: 'Milk' })).toHaveAttribute('href', '/category/dairy-eggs/milk');
    expect(within(dairy).getByRole('link', { name: 'Eggs' })).toHaveAttribute('href', '/category/dairy-eggs/eggs');

    const drinks = screen.getByRole('group', { name: 'Beverages & Water' });
    expect(drinks).not.toHaveAttribute('open');
    await user.click(within(drinks).getByText('Beverages & Water'));
    expect(drinks).toHaveAttribute('open');
    await user.click(within(drinks).getByRole('link', { name: 'Water' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/category/beverages-water/water');
  });

  it('names categories in Arabic', async () => {
    await initTestI18n('ar');
    renderPage([answered]);
    expect(screen.getByRole('heading', { level: 1, name: 'كل الأقسام' })).toBeInTheDocument();
    const dairy = await screen.findByRole('group', { name: 'الألبان والبيض' });
    expect(within(dairy).getByRole('link', { name: 'كل منتجات الألبان والبيض' })).toHaveAttribute('href', '/category/dairy-eggs');
    expect(within(dairy).getByRole('link', { name: 'الحليب' })).toBeInTheDocument();
  });

  it('says when the categories could not load and loads them on retry', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    renderPage([{ request: answered.request, error: new TypeError('network down') }, answered]);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load these products.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Dairy & Eggs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
