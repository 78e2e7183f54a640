import { useState } from 'react';

/**
 * The token of a set-password link (`/set-password#token=…`). It rides in the fragment, which browsers never send
 * to a server; once read it is also taken out of the address bar, so it does not linger in history or screenshots.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => {
    const value = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return value?.trim() || null;
  });
  return token;
}
