// fetch replaced by one mock for every test of a file: emptied before each test, the real fetch put
// back after it. Call it once at the top of a test file.
import { stubGlobal, unstubAllGlobals } from './stub-global';

export function stubFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    unstubAllGlobals();
  });
  return fetchMock;
}
