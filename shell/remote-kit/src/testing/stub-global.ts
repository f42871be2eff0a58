// A global replaced for a test (fetch, IntersectionObserver, ...) and put back afterwards, whether or
// not the page had one: unstubAllGlobals() in afterEach restores every stub in reverse order.
const restores: (() => void)[] = [];

export function stubGlobal(name: string, value: unknown): void {
  const target = globalThis as Record<string, unknown>;
  const previous = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, writable: true, enumerable: true, value });
  restores.push(() => {
    if (previous) Object.defineProperty(target, name, previous);
    else delete target[name];
  });
}

export function unstubAllGlobals(): void {
  while (restores.length) restores.pop()!();
}
