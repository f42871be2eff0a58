import { act } from '@testing-library/react';
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

  it('sends the default event to the gateway', () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    gatewayTracker.pageView({ path: '/', language: 'ar' });
    expect(beacon).toHaveBeenCalledWith('/api/track', expect.any(Blob));
  });
});
