import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { compressFile } from './vite-precompress';
import { cspHash, prerenderedPageHtml, type RenderedPage, STYLESHEET } from './prerendered-page-html';

interface PrerenderModule {
  prerender(url: string): Promise<RenderedPage>;
  checkScript(): string;
  SIGN_IN_OPTIONS: unknown;
}

/**
 * Where the gateway finds the prerendered pages: `{ pages: { "/login": "prerendered/login.html" }, signInOptions,
 * scriptHashes }`, the last the CSP hashes of the pages' one inline script (the gateway's CSP allows no other).
 */
export const PRERENDER_MANIFEST = 'prerendered/pages.json';

/**
 * Renders the public pages a first visit lands on (`/`, `/login`) at build time, after the app's own build: a
 * server build of src/prerender.tsx runs in Node and writes each page as HTML with antd's styles for it inlined,
 * so a phone draws the page as soon as the HTML arrives instead of after downloading and running the app. The app,
 * started once that is painted, then hydrates the markup (main.tsx). The gateway serves these files for those paths (gateway/src/static-web.ts).
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
          for (const [, file] of template.matchAll(STYLESHEET)) {
            css.set(file, (await readFile(path.join(outDir, file), 'utf8')).replace(/<\/style/gi, '<\\/style'));
          }
          await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
          const written: Record<string, string> = {};
          const scriptHashes = new Set<string>();
          for (const [url, name] of Object.entries(pages)) {
            const file = `prerendered/${name}.html`;
            const { html, script } = prerenderedPageHtml(template, await server.prerender(url), check, css);
            await writeFile(path.join(outDir, file), html);
            await compressFile(path.join(outDir, file));
            written[url] = file;
            scriptHashes.add(cspHash(script));
          }
          await writeFile(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify({ pages: written, signInOptions: server.SIGN_IN_OPTIONS, scriptHashes: [...scriptHashes] }, null, 2));
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
