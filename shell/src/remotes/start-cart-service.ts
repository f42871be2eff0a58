// The cart team's headless cart service runs on every page (it feeds the header badge through
// `cart:updated`), so the shell starts it at boot once the session is known.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { CartServiceModule, SessionChange } from 'shared-events';

export async function startCartService(session: Promise<SessionChange>): Promise<void> {
  try {
    const [{ status }, module] = await Promise.all([session, loadRemote<CartServiceModule>('mf_cart/cart-service')]);
    module?.startCartService({ authenticated: status === 'user' });
  } catch (error) {
    // The cart area and fragments show their own fallbacks; the badge simply stays as it is.
    console.error('[shell] could not start the cart service', error);
  }
}
