// What every journey shares: the `test` they run in (by default a shopper who has already seen both
// guided tours, so no tour covers the page), opening the store in a language, the remotes' areas,
// the page's event bus, and how prices read in each language.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { STORE_URL, type Language, type RemoteName } from './store';

export { expect };

/** The shell's tours record in local storage (shell/src/tours/tour-record.ts). */
export const TOURS_KEY = 'website_tours';

export interface StoreOptions {
  /** Both tours recorded as seen before every page load; the journeys about tours turn it off. */
  toursSeen: boolean;
}

export const test = base.extend<StoreOptions>({
  toursSeen: [true, { option: true }],
  // A page the server rendered shows before it answers: every load a journey makes (goto, reload)
  // returns once the browser has taken the page over, as a shopper's next tap would find it.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  context: async ({ context, toursSeen }, use) => {
    if (toursSeen) {
      await context.addInitScript((key) => {
        try {
          localStorage.setItem(key, JSON.stringify({ deliveryTour: true, cartTour: true }));
        } catch {
          // a document without storage (about:blank) has no tours to hide
        }
      }, TOURS_KEY);
    }
    await use(context);
  },
});

export async function useLanguage(context: BrowserContext, language: Language): Promise<void> {
  await context.addCookies([{ name: 'locale', value: language, url: STORE_URL, sameSite: 'Lax' }]);
}

/** The area a remote renders into. */
export const area = (page: Page, remote: RemoteName) => page.locator(`#area-${remote}`);

/**
 * Resolves once the browser has taken over every area the server rendered (each drops its
 * `data-server-rendered` mark as it starts to hydrate, docs/decisions/018): from then on the page
 * answers clicks and typing, not only shows them.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-server-rendered]') === null);
}

/** Opens a store page and waits until the shell's frame is on screen and the page has come to life. */
export async function openStore(page: Page, path: string, language: Language): Promise<void> {
  await useLanguage(page.context(), language);
  await page.goto(`${STORE_URL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('banner')).toBeVisible();
  await hydrated(page);
}

export const expectedDir = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

export const EVENTS = ['address:changed', 'cart:updated', 'session:changed', 'language:changed', 'tour:start'] as const;
export type EventName = (typeof EVENTS)[number];

interface PageBus {
  publish(name: string, payload: unknown): void;
  latest(name: string): unknown;
  subscriberCount(name: string): number;
}

/** Publishes on the page's one bus, as another team's code would. */
export const publish = (page: Page, name: EventName, payload: unknown) =>
  page.evaluate(
    ([n, p]) => (globalThis as unknown as Record<symbol, { bus: PageBus } | undefined>)[Symbol.for('storefront.event-bus')]!.bus.publish(n, p),
    [name, payload] as const,
  );

/** The last value of a replay-last event. */
export const latest = (page: Page, name: EventName) =>
  page.evaluate((n) => (globalThis as unknown as Record<symbol, { bus: PageBus } | undefined>)[Symbol.for('storefront.event-bus')]!.bus.latest(n), name);

/** Open subscriptions per event on the page's bus (-1 when there is no bus). */
export const subscriberCounts = (page: Page) =>
  page.evaluate((names) => {
    const slot = (globalThis as unknown as Record<symbol, { bus: PageBus } | undefined>)[Symbol.for('storefront.event-bus')];
    return Object.fromEntries(names.map((name) => [name, slot?.bus.subscriberCount(name) ?? -1]));
  }, EVENTS);

/**
 * A price as the spec says it reads: SAR with two decimals, Arabic-Indic digits in Arabic.
 * `riyals` is the amount written with a dot, e.g. "6.30".
 */
export function sar(riyals: string, language: Language): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    numberingSystem: language === 'ar' ? 'arab' : 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(riyals as `${number}`);
}

/** The first whole number in a text, in Latin or Arabic-Indic digits ("١٣٢ منتجًا" → 132). */
export function numberIn(text: string | null): number {
  const latin = (text ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[٬,](?=\d{3})/g, '');
  const match = /\d+/.exec(latin);
  if (!match) throw new Error(`No number in "${text}"`);
  return Number(match[0]);
}

/** A page's GraphQL requests as { operation, variables }, recorded from now on. */
export function recordGraphql(page: Page) {
  const seen: { operation: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return;
    try {
      const body = request.postDataJSON() as { query?: string; operationName?: string; variables?: Record<string, unknown> };
      const operation = body.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '';
      seen.push({ operation, variables: body.variables ?? {} });
    } catch {
      // not a JSON body: not one of ours
    }
  });
  return seen;
}

/**
 * Returns once every request the page started so far has been reported: a marker request is sent
 * from the page and awaited, and the browser reports requests in the order they start.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = `/health?settled=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => fetch(url).then(() => undefined, () => undefined), marker);
  await seen;
}

/**
 * Watches for the first element that matches `selector`, on every page this one loads from now on:
 * `firstSeenAt` then tells when it appeared, in the page's time. Used with `askedAt` to check that a
 * file was asked for only after something had shown.
 */
export async function watchFirstAppearance(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector(watched)) return;
      document.documentElement.dataset.firstSeenAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/** When the watched element first appeared (page time, ms), or undefined if it has not. */
export const firstSeenAt = (page: Page) => page.evaluate(() => (document.documentElement.dataset.firstSeenAt ? Number(document.documentElement.dataset.firstSeenAt) : undefined));

/** When the page first asked for a file whose address matches `file` (page time, ms), or undefined. */
export const askedAt = (page: Page, file: RegExp) =>
  page.evaluate((source) => performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.startTime, file.source);
