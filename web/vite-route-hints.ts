import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** A public page whose code a first visit should fetch at once: its module and the catalogs it reads. */
interface HintedRoute {
  /** The page module, relative to the web folder (`src/features/landing/LandingPage.tsx`). */
  page: string;
  /** Its i18n namespaces besides the ones every page loads. */
  namespaces: string[];
}

interface RouteHintsOptions {
  /** Exact paths (`/`, `/login`) and their pages. */
  routes: Record<string, HintedRoute>;
  /** Namespaces every page loads (i18n.ts `ns`). */
  namespaces: string[];
  languages: readonly string[];
  fallbackLanguage: string;
  /** Where i18n.ts keeps a visitor's choice of language. */
  languageStorageKey: string;
}

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
}
type Bundle = Record<string, OutputChunk | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

/** The chunk and every chunk it imports statically (what the browser needs before the module runs). */
function closure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * The hint script: reads the address and the language as i18n.ts will detect them (this browser's choice, then the
 * browser's languages), and asks for that page's modules and catalogs with `<link rel=modulepreload>`.
 */
function hintScript(hints: Record<string, { modules: string[]; catalogs: Record<string, string[]> }>, options: RouteHintsOptions): string {
  return `const hints=${JSON.stringify(hints)};
const languages=${JSON.stringify(options.languages)};
let stored=null;
try{stored=localStorage.getItem(${JSON.stringify(options.languageStorageKey)})}catch{}
const language=[stored,...(navigator.languages??[navigator.language])].filter(Boolean).map((tag)=>tag.slice(0,2).toLowerCase()).find((tag)=>languages.includes(tag))??${JSON.stringify(options.fallbackLanguage)};
const hint=hints[location.pathname.replace(/\\/+$/,'')||'/'];
for(const file of hint?[...hint.modules,...(hint.catalogs[language]??[])]:[]){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href='/'+file;document.head.append(link)}
`;
}

/**
 * The landing and sign-in pages are lazy chunks, and their catalogs load once the page renders: on a first visit
 * the browser would fetch the app, run it, then fetch the page, then its words, each after the last. A small
 * script at the top of index.html (external: the CSP allows no inline script) asks for the current page's
 * chunks and catalogs while the app itself downloads, so the page renders as soon as the app runs.
 */
export function routeHints(options: RouteHintsOptions): Plugin {
  return {
    name: 'counsel-route-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const output = bundle as unknown as Bundle;
      const chunks = Object.values(output).filter((item): item is OutputChunk => item.type === 'chunk');
      const byModule = (suffix: string) => {
        const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${suffix}`));
        if (!found) this.error(`route hints: no chunk for ${suffix}`);
        return found.fileName;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('route hints: no entry chunk');
      // The entry's own imports are already <link rel=modulepreload> in index.html.
      const loaded = closure(output, entry.fileName);
      const hints = Object.fromEntries(
        Object.entries(options.routes).map(([path, route]) => {
          const modules = [...closure(output, byModule(route.page))].filter((file) => !loaded.has(file));
          const catalogs = Object.fromEntries(
            options.languages.map((language) => [
              language,
              [...options.namespaces, ...route.namespaces].map((ns) => byModule(`src/locales/${language}/${ns}.json`)),
            ]),
          );
          return [path, { modules, catalogs }];
        }),
      );
      const source = hintScript(hints, options);
      const fileName = `assets/route-hints-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = output['index.html'];
      if (html?.type !== 'asset') this.error('route hints: no index.html in the bundle');
      // Async and first in <head>: it runs as soon as it arrives, without waiting for the app's modules.
      html.source = String(html.source).replace('<title>', `<script type="module" async crossorigin src="/${fileName}"></script>\n    <title>`);
    },
  };
}
