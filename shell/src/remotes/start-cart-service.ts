// The cart team's headless cart service runs on every page (it feeds the header badge through
// `cart:updated`, and clears the cart's storage at logout), so the shell starts it at boot once the
// session is known.
import type { SessionChange } from 'shared-events';
import { loadExposed, type LoadExposed } from './load-exposed';

export async function startCartService(session: Promise<SessionChange>, load: LoadExposed = loadExposed): Promise<void> {
  try {
    const [{ status }, module] = await Promise.all([session, load('mf_cart/cart-service')]);
    if (!module) throw new Error('mf_cart/cart-service did not load');
    module.startCartService({ authenticated: status === 'user' });
  } catch (error) {
    // The cart area and fragments show their own fallbacks; the badge simply stays as it is.
    console.error('[shell] could not start the cart service', error);
  }
}
