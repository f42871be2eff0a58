// Test helpers every team shares (`remote-kit/testing`); imported by tests only, never by app code.
export { testBus, resetTestBus, withTestBus, withTestBusHooks } from './test-bus';
export { LocationProbe, renderInFrame, type FrameOptions, type TestLanguage } from './render';
export { resourceLoadersOf, setPageLanguage } from './i18n';
export { startRemoteAlone } from './start-alone';
export { stubFetch } from './stub-fetch';
export { stubGlobal, unstubAllGlobals } from './stub-global';
export { stubIntersectionObserver, type ViewportStub } from './stub-intersection-observer';
export { GraphQLTestProvider, postedOperations, resetGraphQLClients } from './graphql';
