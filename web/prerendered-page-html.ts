import { createHash } from 'node:crypto';

/** A page as the server build renders it (src/prerender.tsx): markup for #root, antd's `<style>` elements, title. */
export interface RenderedPage {
  html: string;
  /** `<style>` elements that go before all others in <head>. */
  firstStyles: string;
  styles: string;
  /** Elements that go last in <body>, after the markup (drawn first). */
  lastInBody: string;
  title: string;
}

/** Hides the markup of a page marked stale by its check script, until main.tsx replaces it. */
const STALE_STYLE = '<style>html[data-prerender=stale] #root[data-prerendered]{visibility:hidden}</style>';

/** The app's module scripts in the built index.html: the route hints (async) and the entry. */
const MODULE_SCRIPT = /\n?[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
/** The entry's static imports, which Vite names in index.html so they download beside it. */
const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** The app's stylesheet links in the built index.html. */
export const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g;

/** The page's root element in the built index.html. */
const HTML_TAG = /<html\b[^>]*>/;
/** What applyThemeMode (app/theme-mode.tsx) puts on the root for the light theme, the one pages are prerendered in. */
const PRERENDERED_THEME_MARKS = 'data-theme="light" style="color-scheme: light;"';

/** The CSP source that allows exactly this inline script. */
export function cspHash(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}

/**
 * Starts the app once the drawn page is on screen: fetched from the start, as in index.html, its modules would
 * arrive before the first paint on a fast link, and a phone's would then wait for them (Lighthouse counts every
 * module that finished before the paint as holding it). The first contentful paint's entry is reported only once
 * the frame is shown (a frame after requestAnimationFrame alone may still be on its way). A hidden tab, or a stale
 * page (hidden by its style), paints nothing and starts at once; a browser without paint timing waits a frame; a
 * paint that never comes is not waited for past five seconds. The page stays inert until the app has taken it over
 * (router.tsx), so nothing tapped before then goes to markup without handlers.
 */
export function startAfterPaintScript(scripts: string[], preloads: string[]): string {
  return `(function(){var scripts=${JSON.stringify(scripts)},preloads=${JSON.stringify(preloads)},started=false;
function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.head.appendChild(e)}
function start(){if(started)return;started=true;
preloads.forEach(function(href){add('link',{rel:'modulepreload',crossOrigin:'',href:href})});
scripts.forEach(function(src){add('script',{type:'module',crossOrigin:'',src:src})})}
function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}
function afterPaint(){if(document.visibilityState==='hidden'||document.documentElement.dataset.prerender==='stale')return start();
var types=typeof PerformanceObserver==='function'&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('paint')===-1)return nextFrame();
new PerformanceObserver(function(list,observer){if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();nextFrame()}).observe({type:'paint',buffered:true});
setTimeout(start,5000)}
document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')start()});
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})();
`;
}

/**
 * The built index.html with a page's markup in #root, its styles and title in <head>, and one inline script first:
 * the check script, then the app's start (its module scripts and preload links move into it, so nothing the page
 * names holds its first paint). The app's own stylesheet is inline too: fetched, it would hold the first paint for a
 * round trip, which on a phone's network is most of what prerendering saves. Returns the page and its inline script.
 */
export function prerenderedPageHtml(template: string, page: RenderedPage, checkScript: string, css: Map<string, string>): { html: string; script: string } {
  const root = /<div id="root">.*?<\/div>/s;
  if (!root.test(template) || !HTML_TAG.test(template) || !template.includes('<title>Counsel</title>')) throw new Error('prerender: index.html has no <html>, #root or <title>');
  const scripts = [...template.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  if (scripts.length === 0) throw new Error('prerender: index.html has no module script');
  const script = checkScript + startAfterPaintScript(scripts, preloads);
  // Inline in <script>: a `<` could close it early.
  if (script.includes('<')) throw new Error('prerender: the inline script has a "<"');
  const escapedTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const html = template
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('<meta charset="UTF-8" />', () => `<meta charset="UTF-8" />\n    <script>${script}</script>`)
    .replace('<title>Counsel</title>', () => `${page.firstStyles}<title>${escapedTitle}</title>`)
    .replace(STYLESHEET, (_link, file: string) => {
      const text = css.get(file);
      if (text === undefined) throw new Error(`prerender: no ${file} in the build`);
      // The link stays, disabled (a disabled stylesheet link is not fetched): Vite's preload helper, loading a lazy
      // chunk that imports from the entry, looks for the entry's stylesheet among the page's links and, not finding
      // it, would fetch and add it again while the page hydrates (the whole page's style recomputed).
      return `<style>${text}</style><link rel="stylesheet" href="/${file}" disabled>`;
    })
    .replace('</head>', () => `${STALE_STYLE}${page.styles}\n  </head>`)
    .replace(root, () => `<div id="root" data-prerendered="true" inert>${page.html}</div>`)
    .replace('</body>', () => `${page.lastInBody}\n  </body>`)
    // Marked with the light theme it was drawn in, as main.tsx would mark it: the app then finds the marks right and
    // leaves them, rather than changing the root's style under a fully drawn page (the whole page's style recomputed).
    .replace(HTML_TAG, (tag) => `${tag.slice(0, -1)} ${PRERENDERED_THEME_MARKS}>`);
  return { html, script };
}
