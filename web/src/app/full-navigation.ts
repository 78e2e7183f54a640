/**
 * Full page navigations (after sign-in, registration and logout).
 * While the browser is leaving, the router shows a spinner instead of reacting to
 * the changed user, so no client-side redirect races the page load.
 */
let leaving = false;

export function navigateFullPage(path: string): void {
  leaving = true;
  window.location.assign(path);
}

export function isLeavingPage(): boolean {
  return leaving;
}
