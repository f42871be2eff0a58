export { createRemoteApp, type AreaProps, type RemoteAppOptions } from './create-remote-app';
export { AreaErrorBoundary } from './area-error-boundary';
export { hydrateInSlices } from './hydrate';
export { afterNextPaint, yieldToBrowser } from './yield-to-browser';
export { HydrateWhenNear, type HydrateWhenNearProps } from './hydrate-when-near';
export { useHydrated } from './use-hydrated';
export { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';
export { useAfterPaint } from './use-after-paint';
export { AreaUnavailable } from './area-unavailable';
export { addResources, addResourceLoaders, loadLanguage, type Language, type LanguageResources, type ResourceLoaders, type Resources } from './resources';
export { probeSharedLibraries, recordRuntime } from './runtime-record';
export { AreaNotFound } from './area-not-found';
export { RemoteFragment, FragmentLoaderContext, PAGE_FRAGMENT_LOADER, type LoadFragment, type RemoteFragmentProps } from './remote-fragment';
export { usePageTitle } from './use-page-title';
export { gatewayRequest, type GatewayPath, type GatewayRequestOptions } from './request/gateway-request';
export { requestErrorOfGraphQL, type GraphQLErrorEntry } from './request/graphql-errors';
export { OPERATION_FAILED, RequestError, requireSuccess, type RequestFieldError, type RequestTexts, type ResultBody } from './request/request-error';
export { STOREFRONT_API_KEY } from './request/api-key';
export { postGraphQLText } from './request/graphql-text';
export { reportSessionLapse, SESSION_EXPIRED_HEADER } from './request/session-lapse';
export { GraphQLBoundary, preloadGraphQL } from './graphql/graphql-boundary';
export { preloadable, type Preloadable } from './preloadable';
export { callGraphQL, loadGraphQLClient } from './graphql/load-client';
export { CachePolicyContext, type CachePolicy } from './graphql/cache-policy';
export {
  createProviderPayment,
  forgetPaymentConfig,
  loadPaymentConfig,
  ProviderRefusal,
  ProviderUnreachable,
  tokenizeCard,
  TokenizationFailed,
  type CardDetails,
  type PaymentConfig,
  type PaymentRequest,
  type ProviderPayment,
  type ProviderToken,
} from './payment-provider';
export {
  PageOriginContext,
  SERVER_RENDERED_ATTRIBUTE,
  ServerQueriesContext,
  serverStateId,
  takeServerState,
  usePageOrigin,
  type ServerQueries,
  type ServerState,
} from './server-state';
