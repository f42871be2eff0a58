// `mf_cart/cart-service` (CartServiceModule): the headless cart the shell starts at boot.
import type { CartServiceModule } from 'shared-events';
import { startCartService } from '../cart-service/cart-store';

export { startCartService };

const module: CartServiceModule = { startCartService };
export default module;
