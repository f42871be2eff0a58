import { expect, type BrowserContext, type Page } from '@playwright/test';
import { STORE_URL, type Language, type RemoteName } from './store';

export async function useLanguage(context: BrowserContext, language: Language): Promise<void> {
  await context.addCookies([{ name: 'locale', value: language, url: STORE_URL, sameSite: 'Lax' }]);
}

/** The area a remote renders into. */
export const area = (page: Page, remote: RemoteName) => page.locator(`#area-${remote}`);

/** Opens a store page and waits until the shell's frame is on screen. */
export async function openStore(page: Page, path: string, language: Language): Promise<void> {
  await useLanguage(page.context(), language);
  await page.goto(`${STORE_URL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('banner')).toBeVisible();
}

export const expectedDir = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
