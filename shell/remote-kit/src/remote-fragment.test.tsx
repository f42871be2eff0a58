import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FragmentLoaderContext, RemoteFragment } from './remote-fragment';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: { remote_unavailable_title: 'This part of the store is not available right now' } } },
  });
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('RemoteFragment', () => {
  it('renders the default export of the loaded fragment with its props', async () => {
    const load = jest.fn().mockResolvedValue({ default: Greeting });
    render(
      <FragmentLoaderContext.Provider value={load}>
        <RemoteFragment id="mf_test/greeting" props={{ name: 'Noura' }} loading={<span>loading</span>} />
      </FragmentLoaderContext.Provider>,
    );
    expect(await screen.findByText('Hello Noura')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_test/greeting');
  });

  it('shows the translated fallback when the fragment cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValue(new Error('connection refused'));
    render(
      <FragmentLoaderContext.Provider value={load}>
        <RemoteFragment id="mf_test/broken" props={{}} />
      </FragmentLoaderContext.Provider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('This part of the store is not available right now');
  });
});

describe('the page-wide loader', () => {
  it('is used when no app provides one, so nested fragments load too', async () => {
    const { PAGE_FRAGMENT_LOADER } = await import('./remote-fragment');
    const load = jest.fn().mockResolvedValue({ default: Greeting });
    (globalThis as Record<symbol, unknown>)[PAGE_FRAGMENT_LOADER] = load;
    render(<RemoteFragment id="mf_test/nested" props={{ name: 'Sara' }} />);
    expect(await screen.findByText('Hello Sara')).toBeInTheDocument();
    delete (globalThis as Record<symbol, unknown>)[PAGE_FRAGMENT_LOADER];
  });
});
