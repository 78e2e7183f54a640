import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/utils';
import { uniqueHash } from '@ant-design/cssinjs/es/hooks/useStyleRegister';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppFrame } from './app/App';
import { documentTitle } from './app/document-title';
import { publicRoutes } from './app/route-collection';
import { AppRouter } from './app/router';
import { THEME_STORAGE_KEY } from './app/theme-mode';
import { EMBEDDED } from './features/auth/district-session';
import { PRECOMPUTED_THEME_ID, serializeTheme } from './app/precomputed-theme';
import { i18next } from './i18n/i18n';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from './i18n/languages';

/** A page as the build writes it: the app's markup for #root, antd's styles for it (`<style>` elements), its title. */
export interface PrerenderedPage {
  html: string;
  /** Styles that go first in <head>, before the app's own: see ICON_STYLE. */
  firstStyles: string;
  styles: string;
  /** Elements that go last in <body>: antd's theme as the render computed it (themeData). */
  lastInBody: string;
  title: string;
}

/**
 * @ant-design/icons' own base style, as its icons insert it on their first render in the browser: first in <head>,
 * under the key they look for. Already in the page, it is found and left as it is; missing, it would be added while
 * the page hydrates, and adding a style in front of all others makes the browser recompute the whole page's style.
 */
const ICON_STYLE = `<style data-rc-order="prepend" rc-util-key="@ant-design-icons">${iconStyles}</style>`;

/** The sign-in options the pages are rendered with: the gateway serves them only when the portal's are these. */
export const SIGN_IN_OPTIONS = EMBEDDED;

/** The tab's title, as the route's Titled would set it once the app runs. */
function titleFor(url: string): string {
  const title = matchRoutes(publicRoutes, url)?.at(-1)?.route.title ?? 'Counsel';
  return documentTitle(i18next.t(title, { ns: 'titles', keySeparator: false, nsSeparator: false, defaultValue: title }));
}

/**
 * Renders one public page in Node at build time (vite-prerender.ts), the way the browser's first render draws it
 * for a signed-out visitor in English and the light theme (see app/prerendered.ts). It waits for the page's lazy
 * code and catalogs, so the markup is the finished page, not its loading spinner.
 */
export async function prerender(url: string): Promise<PrerenderedPage> {
  await i18next.changeLanguage(FALLBACK_LANGUAGE);
  await i18next.loadNamespaces('titles');
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppFrame prerendered>
          <StaticRouter location={url}>
            <AppRouter />
          </StaticRouter>
        </AppFrame>
      </StyleProvider>
    </StrictMode>,
    // Every boundary inline, in place: React would otherwise move large ones to the end of the HTML with an inline
    // script to swap them in, which the portal's CSP (no inline scripts) blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  // Byte chunks: a character split between two is decoded whole.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  if (iconStyles.includes('</')) throw new Error('prerender: the icons\' style would close its <style> early');
  return {
    html,
    firstStyles: ICON_STYLE,
    styles: withClientTokenStyleIds(asStylesheetCachePaths(extractStyle(cache)), cache),
    lastInBody: themeData(cache),
    title: titleFor(url),
  };
}

/**
 * antd's theme entries this render computed, for the app that hydrates the page (app/precomputed-theme.ts). A data
 * block, not a script: nothing runs, so the CSP has nothing to allow. Last in <body>, so the markup above it is
 * parsed (and drawn) first. A `<` could end the element early; JSON reads `\u003c` as the same character.
 */
function themeData(cache: ReturnType<typeof createCache>): string {
  return `<script type="application/json" id="${PRECOMPUTED_THEME_ID}">${serializeTheme(cache).replace(/</g, '\\u003c')}</script>`;
}

/** The mark extractStyle puts on its record of which style paths the page carries. */
const CACHE_PATH_MARK = ' data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path"';

/**
 * antd's styles reach the browser already in the page, and its style registry (@ant-design/cssinjs) reads the
 * record of their paths, so hydrating skips generating them. With the record marked as inline, though, the registry
 * removes it on start and, for every style as it hydrates, finds the page's `<style>` again and compares its whole
 * text (a style change, then work for each of some forty styles, on a slow phone's busiest moment). Unmarked, the
 * registry takes the record for a stylesheet's, as when styles come in a CSS file: the page's styles are left as
 * they are and only styles the page does not carry are generated and added.
 */
function asStylesheetCachePaths(styles: string): string {
  if (!styles.includes(CACHE_PATH_MARK)) throw new Error('prerender: antd\'s styles have no record of their paths');
  return styles.replace(CACHE_PATH_MARK, '');
}

/** A theme token as antd's registry caches it: `[tokenWithCssVar, hashCls, realToken, cssVarsStr, cssVarKey]`. */
type CachedToken = [unknown, string, { _tokenKey: string }, string, string];

/**
 * antd's theme variables (one `<style>` per theme) are extracted under the token's key, but the browser's registry
 * looks for them under a hash of their CSS-variable key, finds none and adds the same 12 KB again, first in <head>:
 * every style of the page is then recomputed while the page hydrates. Renamed to the id the browser uses, the
 * page's own element is found and kept.
 */
function withClientTokenStyleIds(styles: string, cache: ReturnType<typeof createCache>): string {
  let renamed = styles;
  for (const [key, entry] of cache.cache) {
    if (!key.startsWith('token%')) continue;
    const [, , realToken, cssVars, cssVarKey] = entry[1] as CachedToken;
    if (!cssVars) continue;
    const extracted = `data-css-hash="${realToken._tokenKey}">`;
    if (!renamed.includes(extracted)) throw new Error(`prerender: no theme variables style ${realToken._tokenKey}`);
    // The browser's id: @ant-design/cssinjs useCacheToken, hash(`css-var-${key}`).
    renamed = renamed.replace(extracted, `data-css-hash="${uniqueHash([`css-var-${cssVarKey}`], '')}">`);
  }
  return renamed;
}

/**
 * The script a prerendered page runs first (blocking, before anything is drawn): when this browser's saved theme is
 * dark, or the language i18n.ts will pick (the saved choice, then the browser's languages) is not English, it marks
 * the page stale, the page's styles hide the prerendered markup, and main.tsx renders the app from scratch.
 */
export function checkScript(): string {
  return `(function(){var s=null,t=null;try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}
var known=${JSON.stringify(LANGUAGES)};
var l=[s].concat(navigator.languages||[navigator.language]).filter(Boolean).map(function(x){return x.slice(0,2).toLowerCase()}).find(function(x){return known.indexOf(x)>=0})||${JSON.stringify(FALLBACK_LANGUAGE)};
if(l!==${JSON.stringify(FALLBACK_LANGUAGE)}||t==='dark')document.documentElement.dataset.prerender='stale'})();
`;
}
