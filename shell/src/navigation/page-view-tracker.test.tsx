import { act, waitFor } from '@testing-library/react';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { useNavigate } from 'react-router-dom';
import { renderShell } from '../test/render';
import { setPageViewTracker, gatewayTracker, type PageView } from './page-view-tracker';
import { TrackPageViews } from './track-page-views';

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = navigate;
  return null;
}

describe('page-view tracking', () => {
  afterEach(() => setPageViewTracker(gatewayTracker));

  it('reports each new path once to the plugged-in tracker', () => {
    const views: PageView[] = [];
    setPageViewTracker({ pageView: (view) => views.push(view) });
    renderShell(
      <>
        <TrackPageViews />
        <Navigator />
      </>,
      { path: '/cart' },
    );
    act(() => go('/faqs'));
    act(() => go('/faqs?x=1'));
    expect(views).toEqual([
      { path: '/cart', language: 'en' },
      { path: '/faqs', language: 'en', referrer: '/cart' },
    ]);
  });

  it('sends the default event to the gateway once the browser is idle', async () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    gatewayTracker.pageView({ path: '/', language: 'ar' });
    expect(beacon).not.toHaveBeenCalled();
    await waitFor(() => expect(beacon).toHaveBeenCalledWith('/api/track', expect.any(Blob)));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends the views still waiting at once when the page is hidden', async () => {
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      gatewayTracker.pageView({ path: '/', language: 'ar' });
      gatewayTracker.pageView({ path: '/cart', language: 'ar', referrer: '/' });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(beacon).toHaveBeenCalledTimes(2);
      const read = (blob: Blob) =>
        new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(blob);
        });
      const sent = await Promise.all(beacon.mock.calls.map(([, body]) => read(body)));
      expect(sent.map((text) => JSON.parse(text).path)).toEqual(['/', '/cart']);
    } finally {
      visibility.mockRestore();
    }
    // nothing is sent twice once idle (this page has no requestIdleCallback: 200 ms)
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('sends it as a request that outlives the page when the browser will not take a beacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => false), configurable: true });
    const fetchMock = jest.fn(async () => new Response('{"success":true}', { status: 202 }));
    stubGlobal('fetch', fetchMock);
    try {
      gatewayTracker.pageView({ path: '/faqs', language: 'en', referrer: '/cart' });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/track');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
      expect(JSON.parse(String(init.body))).toEqual({ type: 'page_view', path: '/faqs', language: 'en', referrer: '/cart' });
    } finally {
      unstubAllGlobals();
    }
  });
});
