// A screen's query taking the read asked for ahead of it (read-ahead.ts): the answer goes into the
// client's cache, at once when it came before the screen (in the first render, so the screen shows it
// in the same commit as its preview goes), else when it comes. The query waits for it while it is on
// its way, reads the cache once it is there, and asks the API itself when there was none.
import { useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { ReadAhead } from './read-ahead';

export type ReadAheadState = 'waiting' | 'in-cache' | 'none';

/**
 * `take` runs once, on the first render. `write` puts an answer (to the read of `key`) in the cache and
 * says whether it did (an answer for other variables is left out); `broadcast` is false during a render.
 */
export function useReadAheadInCache<T>(take: () => ReadAhead<T> | null, write: (client: ApolloClient, data: T, key: string, broadcast: boolean) => boolean): ReadAheadState {
  const client = useApolloClient();
  const [readAhead] = useState(take);
  const [state, setState] = useState<ReadAheadState>(() => {
    if (!readAhead) return 'none';
    if (readAhead.data === undefined) return 'waiting';
    // not broadcast: nothing watches it yet, and this is a render
    return write(client, readAhead.data, readAhead.key, false) ? 'in-cache' : 'none';
  });
  useEffect(() => {
    if (state !== 'waiting' || !readAhead) return;
    let current = true;
    void readAhead.answer.then((data) => {
      if (current) setState(data !== null && write(client, data, readAhead.key, true) ? 'in-cache' : 'none');
    });
    return () => {
      current = false;
    };
  }, [state, client, readAhead, write]);
  return state;
}

/** The fetch policy of a query whose answer may be in the cache already. */
export const policyAfterReadAhead = (state: ReadAheadState) => (state === 'in-cache' ? 'cache-first' : 'cache-and-network');
