// The prerendered pages' HTML: drawn from the HTML alone, with the app's scripts started only after that paint.
import { describe, expect, it } from '@jest/globals';
import { prerenderedPageHtml } from './prerendered-page-html';

/** index.html as Vite writes it: the route hints and the entry as module scripts, the entry's imports preloaded. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" async crossorigin src="/assets/route-hints-abc.js"></script>
    <title>Counsel</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/antd-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><p class="boot" role="status">Loading Counsel…</p></div>
  </body>
</html>`;
const CHECK = '(function(){/* theme and language */})();\n';
const PAGE = { html: '<form id="student-sign-in">Sign In</form>', styles: '<style data-rc-order="x">.ant-btn{}</style>', title: 'Sign In · Counsel' };

function render() {
  return prerenderedPageHtml(TEMPLATE, PAGE, CHECK, new Map([['assets/index-abc.css', 'body{margin:0}']]));
}

/** Runs the page's inline script against a stand-in document, recording what it adds and what it waits for. */
function runScript(script: string, visibilityState: 'visible' | 'hidden') {
  const added: Record<string, unknown>[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    readyState: 'loading',
    visibilityState,
    documentElement: { dataset: {} },
    head: { appendChild: (element: Record<string, unknown>) => added.push({ ...element }) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const globals = {
    document,
    localStorage: { getItem: () => null },
    navigator: { languages: ['en-US'] },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  return { added, listeners, frames, timers };
}

describe('a prerendered page', () => {
  it('names no script or module the browser would fetch before drawing it', () => {
    const { html } = render();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="(modulepreload|preload|stylesheet)"/);
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(head).toContain(PAGE.styles);
    expect(html).toContain('<title>Sign In · Counsel</title>');
    expect(html).toContain(`<div id="root" data-prerendered="true" inert>${PAGE.html}</div>`);
  });

  it('has one inline script, first in <head>: the check, then the app start', () => {
    const { html, script } = render();
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([script]);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<title>'));
    expect(script.startsWith(CHECK)).toBe(true);
  });

  it('starts the app after the first frame once the document is parsed: hints, preloads, then the entry', () => {
    const { script } = render();
    const run = runScript(script, 'visible');
    expect(run.added).toEqual([]);
    run.listeners.get('DOMContentLoaded')?.();
    // Parsed, but not yet painted: still nothing fetched.
    expect(run.added).toEqual([]);
    expect(run.frames).toHaveLength(1);
    run.frames[0]();
    expect(run.added).toEqual([]);
    run.timers.forEach((timer) => timer());
    const preload = { tag: 'link', rel: 'modulepreload', crossOrigin: '' };
    const module = { tag: 'script', type: 'module', crossOrigin: '' };
    expect(run.added).toEqual([
      { ...preload, href: '/assets/react-abc.js' },
      { ...preload, href: '/assets/antd-abc.js' },
      { ...module, src: '/assets/route-hints-abc.js' },
      { ...module, src: '/assets/index-abc.js' },
    ]);
    // Once only, whatever comes after (the tab hidden later).
    run.listeners.get('visibilitychange')?.();
    expect(run.added).toHaveLength(4);
  });

  it('in a hidden tab, which paints nothing, starts the app once the document is parsed', () => {
    const run = runScript(render().script, 'hidden');
    run.listeners.get('DOMContentLoaded')?.();
    expect(run.frames).toEqual([]);
    expect(run.added.map((e) => e.src ?? e.href)).toEqual(['/assets/react-abc.js', '/assets/antd-abc.js', '/assets/route-hints-abc.js', '/assets/index-abc.js']);
  });
});
