// A shopper opening the checkout's address step on a phone: the address the order goes to shows
// before the GraphQL client (the shell's graphql-shared chunk, about 80 KB) is asked for, with the
// step's buttons not yet enabled; the client and the step's own code follow, and enable them.
import { askedAt, expect, firstSeenAt, test, watchFirstAppearance } from '../src/fixtures';
import { checkoutArea, fillServerCart, proceedFromCart, registerShopper, setDeliveryAddress, WORDS } from '../src/checkout';

test('ar: the address step shows the chosen address before the GraphQL client is asked for, and enables its buttons once it has come', async ({ page }) => {
  test.setTimeout(90_000);
  const words = WORDS.ar;
  await registerShopper(page, 'ar', 'first-paint');
  await setDeliveryAddress(page);
  await fillServerCart(page);
  await proceedFromCart(page, 'ar', 'delivery');
  const checkout = checkoutArea(page);
  const toReview = checkout.getByRole('button', { name: words.toReview });
  await expect(toReview).toBeEnabled();
  const chosen = (await checkout.getByTestId('chosen-address').textContent())!;
  expect(chosen).toContain('Al Olaya');

  await watchFirstAppearance(page, '[data-testid="chosen-address"]');
  // the GraphQL client's chunk is held until the preview has been seen (routing also bypasses the cache)
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/graphql-shared\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.reload();
  await expect(checkout.getByTestId('chosen-address')).toHaveText(chosen);
  await expect(checkout.getByRole('heading', { level: 1, name: 'عنوان التوصيل' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'تغيير العنوان' })).toBeDisabled();
  await expect(toReview).toBeDisabled();

  release();
  await expect(toReview).toBeEnabled();
  await expect(checkout.getByRole('button', { name: 'تغيير العنوان' })).toBeEnabled();
  await expect(checkout.getByTestId('chosen-address')).toHaveText(chosen);
  // the client was asked for only after the address had shown
  const chosenAt = await firstSeenAt(page);
  expect(chosenAt).toBeGreaterThan(0);
  expect(await askedAt(page, /\/graphql-shared\.[0-9a-f]+\.js$/)).toBeGreaterThan(chosenAt!);
});
