// Application plugin: repositories as typed decorators over the database.
import type { Database } from '../db/database.js';
import { createAccountRepository, type AccountRepository } from '../account/account-repository.js';
import { createCatalogRepository, type CatalogRepository } from '../catalog/catalog-repository.js';
import { createCartRepository, type CartRepository } from '../cart/cart-repository.js';
import { createContactRepository, type ContactRepository } from '../contact/contact-repository.js';
import { createCheckoutRepository, type CheckoutRepository } from '../checkout/checkout-repository.js';
import { createOrderRepository, type OrderRepository } from '../checkout/order-repository.js';
import { createCardRepository, type CardRepository } from '../checkout/card-repository.js';
import { createWishlistRepository, type WishlistRepository } from '../wishlist/wishlist-repository.js';
import { createPastOrdersRepository, type PastOrdersRepository } from '../past-orders/past-orders-repository.js';
import { createFeedbackRepository, type FeedbackRepository } from '../feedback/feedback-repository.js';
import { createDocumentsRepository, type DocumentsRepository } from '../documents/documents-repository.js';

import { createTtlCache, type TtlCache } from '../domain/ttl-cache.js';
import type { SearchSuggestions } from '../generated/graphql.js';

export interface Repositories {
  catalog: CatalogRepository;
  account: AccountRepository;
  cart: CartRepository;
  contact: ContactRepository;
  checkout: CheckoutRepository;
  orders: OrderRepository;
  cards: CardRepository;
  wishlist: WishlistRepository;
  pastOrders: PastOrdersRepository;
  feedback: FeedbackRepository;
  documents: DocumentsRepository;
  /** Typeahead answers reused for a few seconds: many shoppers type the same first letters. */
  suggestions: TtlCache<SearchSuggestions>;
}

export function createRepositories(db: Database, options: { trigram: boolean; suggestionCacheMs: number }): Repositories {
  return {
    catalog: createCatalogRepository(db, options),
    account: createAccountRepository(db),
    cart: createCartRepository(db),
    contact: createContactRepository(db),
    checkout: createCheckoutRepository(db),
    orders: createOrderRepository(db),
    cards: createCardRepository(db),
    wishlist: createWishlistRepository(db),
    pastOrders: createPastOrdersRepository(db),
    feedback: createFeedbackRepository(db),
    documents: createDocumentsRepository(db),
    suggestions: createTtlCache<SearchSuggestions>(options.suggestionCacheMs, 2000),
  };
}
