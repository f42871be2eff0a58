// Leaving the store's pages for the provider's (3-D Secure): a full navigation, since the provider's
// page may not be framed. One object, so tests can see where the page was sent.
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
