import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { compressFile } from './vite-precompress';

interface PrerenderModule {
  prerender(url: string): Promise<{ html: string; styles: string; title: string }>;
  checkScript(): string;
  SIGN_IN_OPTIONS: unknown;
}

/**
 * Where the gateway finds the prerendered pages: `{ pages: { "/login": "prerendered/login.html" }, signInOptions,
 * scriptHashes }`, the last the CSP hashes of the pages' one inline script (the gateway's CSP allows no other).
 */
export const PRERENDER_MANIFEST = 'prerendered/pages.json';

/** Hides the markup of a page marked stale by its check script, until main.tsx replaces it. */
const STALE_STYLE = '<style>html[data-prerender=stale] #root[data-prerendered]{visibility:hidden}</style>';

/** The CSP source that allows exactly this inline script. */
function cspHash(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}

/**
 * The built index.html with a page's markup in #root, its styles and title in <head>, and the check script first.
 * The check script and the app's own stylesheet are inline: either, fetched, would hold the first paint for a
 * round trip, which on a phone's network is most of what prerendering saves.
 */
function pageHtml(template: string, page: { html: string; styles: string; title: string }, checkScript: string, css: Map<string, string>): string {
  const root = /<div id="root">.*?<\/div>/s;
  if (!root.test(template) || !template.includes('<title>Counsel</title>')) throw new Error('prerender: index.html has no #root or <title>');
  const escapedTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return template
    .replace('<meta charset="UTF-8" />', () => `<meta charset="UTF-8" />\n    <script>${checkScript}</script>`)
    .replace('<title>Counsel</title>', () => `<title>${escapedTitle}</title>`)
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g, (_link, file: string) => {
      const text = css.get(file);
      if (text === undefined) throw new Error(`prerender: no ${file} in the build`);
      return `<style>${text}</style>`;
    })
    .replace('</head>', () => `${STALE_STYLE}${page.styles}\n  </head>`)
    .replace(root, () => `<div id="root" data-prerendered="true" inert>${page.html}</div>`);
}

/**
 * Renders the public pages a first visit lands on (`/`, `/login`) at build time, after the app's own build: a
 * server build of src/prerender.tsx runs in Node and writes each page as HTML with antd's styles for it inlined,
 * so a phone draws the page as soon as the HTML arrives instead of after downloading and running the app. The app
 * then hydrates that markup (main.tsx). The gateway serves these files for those paths (gateway/src/static-web.ts).
 */
export function prerenderPages(pages: Record<string, string>): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  return {
    name: 'counsel-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // Inside node_modules, so the server bundle's Node imports resolve from the web folder.
        const serverDir = path.join(root, 'node_modules', '.cache', 'counsel-prerender');
        await build({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          plugins: [react()],
          // One copy of antd's style registry for the page and extractStyle: everything bundled.
          ssr: { noExternal: true },
          build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, minify: false },
        });
        try {
          const server = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as PrerenderModule;
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const check = server.checkScript();
          const css = new Map<string, string>();
          for (const [, file] of template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g)) {
            css.set(file, (await readFile(path.join(outDir, file), 'utf8')).replace(/<\/style/gi, '<\\/style'));
          }
          await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
          const written: Record<string, string> = {};
          for (const [url, name] of Object.entries(pages)) {
            const file = `prerendered/${name}.html`;
            await writeFile(path.join(outDir, file), pageHtml(template, await server.prerender(url), check, css));
            await compressFile(path.join(outDir, file));
            written[url] = file;
          }
          await writeFile(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify({ pages: written, signInOptions: server.SIGN_IN_OPTIONS, scriptHashes: [cspHash(check)] }, null, 2));
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
