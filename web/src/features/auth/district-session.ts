/**
 * Sign-in with the district's account: keycloak-js signs in at the district's Keycloak realm with the
 * authorization-code flow and PKCE, and the access token is handed to the gateway once (POST /api/auth/session),
 * which opens the usual httpOnly cookie session. While the page is open, keycloak-js renews the token as long
 * as the realm session lives and hands each new one over, so the Counsel session keeps a live token.
 *
 * keycloak-js lives in this page only; the tokens it holds are kept in sessionStorage (this tab) so renewal
 * resumes after a full page load (sign-in, refresh) without a trip to the realm. The cookie stays httpOnly.
 */
import type Keycloak from 'keycloak-js';
import { api } from '../../app/api';

export interface SignInOptions {
  mode: 'embedded' | 'keycloak';
  passwordSignIn: boolean;
  registration: 'form' | 'realm' | 'none';
  realm: { url: string; realm: string; clientId: string } | null;
}

/** Embedded mode's page, exactly as before, when the options cannot be read (and the prerendered sign-in page's). */
export const EMBEDDED: SignInOptions = { mode: 'embedded', passwordSignIn: true, registration: 'form', realm: null };
const STORE = 'counsel.district-session';
/** Renew when the token has less than this left; checked every RENEW_CHECK_MS. */
const MIN_VALIDITY_SECONDS = 60;
const RENEW_CHECK_MS = 10_000;

let options: Promise<SignInOptions> | null = null;
let client: Promise<{ kc: Keycloak; ready: Promise<boolean> }> | null = null;
let renewing: ReturnType<typeof setInterval> | null = null;
/** The token the gateway holds for this tab's session. */
let lastSent: string | undefined;

export function signInOptions(): Promise<SignInOptions> {
  options ??= api.get<SignInOptions>('/api/auth/sign-in-options').catch(() => EMBEDDED);
  return options;
}

interface Stored { token: string; refreshToken?: string; idToken?: string }

function stored(): Stored | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORE) ?? 'null') as Stored | null;
    return value?.token ? value : null;
  } catch {
    return null;
  }
}

function remember(kc: Keycloak) {
  if (kc.token) sessionStorage.setItem(STORE, JSON.stringify({ token: kc.token, refreshToken: kc.refreshToken, idToken: kc.idToken }));
}

/**
 * The one keycloak-js instance of this page, initialized once (it reads the realm's answer from the URL).
 * keycloak-js is loaded only here, on demand, so embedded mode's pages never download it.
 */
function keycloak(realm: NonNullable<SignInOptions['realm']>, restore: Stored | null) {
  client ??= import('keycloak-js').then(({ default: KeycloakClient }) => {
    const kc = new KeycloakClient({ url: realm.url, realm: realm.realm, clientId: realm.clientId });
    const ready = kc.init({
      pkceMethod: 'S256',
      // The realm's login-status iframe would need third-party cookies; renewal runs on refresh tokens instead.
      checkLoginIframe: false,
      ...(restore ? { token: restore.token, refreshToken: restore.refreshToken, idToken: restore.idToken } : {}),
    });
    return { kc, ready };
  });
  return client;
}

const callbackUrl = () => `${window.location.origin}/login`;

/** Goes to the realm's sign-in page (or registration page); the realm sends the browser back to /login. */
export async function startDistrictSignIn(action: 'login' | 'register' = 'login'): Promise<void> {
  const { realm } = await signInOptions();
  if (!realm) throw new Error('Sign-in with a district account is not configured');
  const { kc, ready } = await keycloak(realm, null);
  await ready;
  await (action === 'register' ? kc.register({ redirectUri: callbackUrl() }) : kc.login({ redirectUri: callbackUrl() }));
}

/** Whether this page load is the realm's answer to a sign-in (keycloak-js's default fragment response). */
export function isRealmCallback(): boolean {
  // The build's prerender (prerender.tsx) draws /login in Node, where no realm sent anyone back.
  if (typeof window === 'undefined') return false;
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return hash.has('state') && (hash.has('code') || hash.has('error'));
}

/**
 * On /login after the realm sent the browser back: keycloak-js redeems the code (with its PKCE verifier), and the
 * gateway turns the access token into the session cookie. Returns the signed-in user's role.
 */
export async function finishDistrictSignIn(): Promise<string | null> {
  const { realm } = await signInOptions();
  if (!realm) throw new Error('Sign-in with a district account is not configured');
  const { kc, ready } = await keycloak(realm, null);
  if (!(await ready) || !kc.token) throw new Error('The district sign-in did not complete. Please try again.');
  const user = await api.post<{ role?: string | null }>('/api/auth/session', { accessToken: kc.token });
  remember(kc);
  lastSent = kc.token;
  return user?.role ?? null;
}

/** At every page load: a tab signed in with the district account keeps renewing its token. */
export async function resumeDistrictSession(): Promise<void> {
  const restore = stored();
  if (!restore || isRealmCallback()) return;
  const { realm } = await signInOptions();
  if (!realm) return;
  const { kc, ready } = await keycloak(realm, restore);
  if (!(await ready.catch(() => false))) {
    sessionStorage.removeItem(STORE);
    return;
  }
  lastSent = restore.token;
  startRenewal(kc);
}

function startRenewal(kc: Keycloak) {
  if (renewing) return;
  const renew = async () => {
    try {
      await kc.updateToken(MIN_VALIDITY_SECONDS);
      // keycloak-js may have renewed already (at init, or on its own): the gateway gets each new token once.
      if (!kc.token || kc.token === lastSent) return;
      await api.post('/api/auth/session', { accessToken: kc.token });
      lastSent = kc.token;
      remember(kc);
    } catch {
      // The realm session ended (or the user was disabled): stop; the Counsel session ends with the token.
      stopRenewal();
    }
  };
  kc.onTokenExpired = () => void renew();
  renewing = setInterval(() => void renew(), RENEW_CHECK_MS);
  void renew();
}

function stopRenewal() {
  if (renewing) clearInterval(renewing);
  renewing = null;
  sessionStorage.removeItem(STORE);
}

/**
 * After the Counsel session ended (POST /api/auth/logout): ends the realm session too, and the realm sends the
 * browser to the portal's home page. False when this tab did not sign in with the district account.
 */
export async function endDistrictSession(): Promise<boolean> {
  const restore = stored();
  stopRenewal();
  if (!restore) return false;
  const { realm } = await signInOptions();
  if (!realm) return false;
  const { kc, ready } = await keycloak(realm, restore);
  await ready.catch(() => false);
  await kc.logout({ redirectUri: `${window.location.origin}/` });
  return true;
}
