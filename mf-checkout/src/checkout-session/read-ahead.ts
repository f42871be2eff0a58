// A read asked for ahead of the screen that shows it (as the checkout starts on that screen), kept
// for a few seconds: a screen's first paint peeks at its answer before the GraphQL client has arrived
// (checkout-preview.tsx), and the screen's own query takes it once, puts it in the client's cache and
// asks nothing again. One read at a time per store: a new one replaces the last.

/** How long a read asked for ahead stays the answer its screen shows without asking again. */
export const READ_AHEAD_FRESH_MS = 10_000;

/**
 * A read asked for ahead. `answer` resolves with the API's answer, or null when it did not come (the
 * screen asks again and says what went wrong); `data` holds the answer once it has come.
 */
export interface ReadAhead<T> {
  readonly key: string;
  readonly answer: Promise<T | null>;
  readonly data?: T;
}

interface Asked<T> extends ReadAhead<T> {
  at: number;
  data?: T;
  failed: boolean;
  /** The screen's query has it: a later screen asks again. */
  taken: boolean;
}

export interface ReadAheadStore<T> {
  /** Asks now (`ask` sends the request), in place of any earlier read. */
  start(key: string, ask: () => Promise<T>): void;
  /** The fresh read for this key, once: its screen's query takes it, and a later screen asks again. */
  take(key: string): ReadAhead<T> | null;
  /**
   * For a first paint, without taking it: 'asking' while on its way, the answer once it has come, and
   * undefined when there is none (never asked, failed, or no longer fresh).
   */
  peek(key: string): 'asking' | T | undefined;
  /** The fresh read's answer, whatever its key (null when there is none), for a read that follows it. */
  current(): ReadAhead<T> | null;
  /** Calls `listener` whenever a read starts, answers or fails; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Forgets the read (between tests). */
  forget(): void;
}

export function createReadAheadStore<T>(): ReadAheadStore<T> {
  let read: Asked<T> | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const fresh = () => (read && !read.failed && Date.now() - read.at < READ_AHEAD_FRESH_MS ? read : null);
  const freshFor = (key: string) => (fresh()?.key === key ? read : null);

  return {
    start(key, ask) {
      const asked: Asked<T> = {
        key,
        at: Date.now(),
        failed: false,
        taken: false,
        answer: ask().then(
          (data) => {
            asked.data = data;
            changed();
            return data;
          },
          () => {
            asked.failed = true;
            changed();
            return null;
          },
        ),
      };
      read = asked;
      changed();
    },
    take(key) {
      const ahead = freshFor(key);
      if (!ahead || ahead.taken) return null;
      ahead.taken = true;
      return ahead;
    },
    peek(key) {
      const ahead = freshFor(key);
      if (!ahead) return undefined;
      return ahead.data !== undefined ? ahead.data : 'asking';
    },
    current: () => fresh(),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    forget() {
      read = null;
    },
  };
}
