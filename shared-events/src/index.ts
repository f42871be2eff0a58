// Public surface of shared-events: the event map, the bus and the page's single instance.
// The React hooks live in the `shared-events/react` entry so this one stays framework-free.
export {
  DEFAULT_DELIVERY_COORDINATE,
  events,
  eventBehaviours,
  eventNames,
  isEventName,
  type AddressChange,
  type CartSummary,
  type Direction,
  type EventBehaviour,
  type EventBehaviourOf,
  type EventDefinition,
  type EventMap,
  type EventName,
  type EventPayload,
  type Halalas,
  type Language,
  type LanguageChange,
  type ReplayLastEventName,
  type SessionChange,
  type SessionLogoutRequest,
  type SessionRefreshRequest,
  type SessionStatus,
  type SessionUser,
  type TourName,
  type TourStart,
} from './events';
export { createEventBus, type EventBus, type EventHandler } from './bus';
export { getEventBus, registerPageBus, PAGE_BUS_KEY, SHARED_EVENTS_COPY, type RegisterPageBusOptions } from './page-bus';
export type {
  AddToCartProps,
  AddressPickerProps,
  CartServiceModule,
  ProductCardProps,
  ProductRailProps,
  ProductSummary,
  WishlistToggleProps,
} from './fragments';
