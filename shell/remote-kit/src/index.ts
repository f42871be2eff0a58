export { createRemoteApp, type AreaProps, type RemoteAppOptions } from './create-remote-app';
export { AreaErrorBoundary } from './area-error-boundary';
export { AreaUnavailable } from './area-unavailable';
export { addResources, type Language, type Resources } from './resources';
export { probeSharedLibraries, recordRuntime } from './runtime-record';
export { AreaNotFound } from './area-not-found';
export { RemoteFragment, FragmentLoaderContext, PAGE_FRAGMENT_LOADER, type LoadFragment, type RemoteFragmentProps } from './remote-fragment';
export { usePageTitle } from './use-page-title';
