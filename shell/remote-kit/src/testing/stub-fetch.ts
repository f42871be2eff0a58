// fetch replaced by one mock for every test of a file: emptied before each test, the real fetch put
// back after it. Call it once at the top of a test file.
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

export function stubFetch(): Mock {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
