// The remote's single-spa lifecycles, loaded by the shell at runtime.
export { bootstrap, mount, unmount } from '../app';
