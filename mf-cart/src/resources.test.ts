import { CART_ERROR_KEYS } from './cart-service/cart-reducer';
import { controlResources } from './fragments/add-to-cart/resources';
import { resources } from './resources';
import arRest from './locales/ar/cart.json';
import enRest from './locales/en/cart.json';

describe('the cart translations', () => {
  it.each(['ar', 'en'] as const)('give the add-to-cart fragment every message the cart may show in it (%s)', (language) => {
    const controls = controlResources[language].cart!;
    for (const key of CART_ERROR_KEYS) expect(controls[key], key).toEqual(expect.any(String));
  });

  it.each(['ar', 'en'] as const)('make one cart namespace of both files, with no key in both (%s)', (language) => {
    const page = resources[language].cart!;
    const controls = controlResources[language].cart!;
    for (const [key, text] of Object.entries(controls)) expect(page[key]).toBe(text);
    const rest: Record<string, unknown> = language === 'ar' ? arRest : enRest;
    expect(Object.keys(rest).filter((key) => key in controls)).toEqual([]);
  });
});
