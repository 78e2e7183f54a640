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
const PAGE = { html: '<form id="student-sign-in">Sign In</form>', firstStyles: '<style data-first>.anticon{}</style>', styles: '<style data-rc-order="x">.ant-btn{}</style>', title: 'Sign In · Counsel',
  lastInBody: '<script type="application/json" id="theme">[]</script>' };

function render() {
  return prerenderedPageHtml(TEMPLATE, PAGE, CHECK, new Map([['assets/index-abc.css', 'body{margin:0}']]));
}

interface Stand {
  visibilityState?: 'visible' | 'hidden';
  stale?: boolean;
  paintTiming?: boolean;
}

/** Runs the page's inline script against a stand-in document, recording what it adds and what it waits for. */
function runScript(script: string, { visibilityState = 'visible', stale = false, paintTiming = true }: Stand = {}) {
  const added: Record<string, unknown>[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let observer: ((names: string[]) => void) | null = null;
  let disconnected = false;
  const document = {
    readyState: 'loading',
    visibilityState,
    documentElement: { dataset: stale ? { prerender: 'stale' } : {} },
    head: { appendChild: (element: Record<string, unknown>) => added.push({ ...element }) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  /** Paint timing as the browser reports it: entries by name, once the frame is shown. */
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) {
      observer = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => (disconnected = true) });
    }
    observe() {}
  }
  const globals = {
    document,
    localStorage: { getItem: () => null },
    navigator: { languages: ['en-US'] },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    PerformanceObserver,
  };
  // The check script is a stand-in here: it marks nothing stale itself.
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  const run = (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.callback());
  return { added, listeners, frames, run, paint: (names: string[]) => observer?.(names), disconnected: () => disconnected };
}

const STARTED = ['/assets/react-abc.js', '/assets/antd-abc.js', '/assets/route-hints-abc.js', '/assets/index-abc.js'];

describe('a prerendered page', () => {
  it('names no script or module the browser would fetch before drawing it', () => {
    const { html } = render();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="(modulepreload|preload)"/);
    // The app's stylesheet only as a disabled link (not fetched), which Vite's preload helper finds as loaded.
    expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-abc.css" disabled>']);
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(head).toContain(PAGE.styles);
    expect(html).toContain('<title>Sign In · Counsel</title>');
    expect(html).toContain(`<div id="root" data-prerendered="true" inert>${PAGE.html}</div>`);
  });

  it('carries the page\'s data last in <body>, after the markup drawn first', () => {
    const { html } = render();
    expect(html).toMatch(/<div id="root" data-prerendered="true" inert>.*<\/div>\s*<script type="application\/json" id="theme">\[\]<\/script>\s*<\/body>/s);
  });

  it('is marked with the light theme it was drawn in, as the app marks it, so the app changes nothing on the root', () => {
    const { html } = render();
    expect(html).toContain('<html lang="en" data-theme="light" style="color-scheme: light;">');
  });

  it('puts the styles that go first before every other style, and the page\'s own after the app\'s stylesheet', () => {
    const { html } = render();
    const styles = Array.from(html.matchAll(/<style([^>]*)>/g), (m) => m[1]);
    expect(styles[0]).toBe(' data-first');
    expect(styles.at(-1)).toBe(' data-rc-order="x"');
  });

  it('has one inline script, first in <head>: the check, then the app start', () => {
    const { html, script } = render();
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([script]);
    // Besides the page's data block (not run: nothing for the CSP to allow).
    expect(html.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<title>'));
    expect(script.startsWith(CHECK)).toBe(true);
  });

  it('starts the app once the parsed page has been shown, a frame after its first contentful paint: preloads, hints, entry', () => {
    const page = runScript(render().script);
    expect(page.added).toEqual([]);
    page.listeners.get('DOMContentLoaded')?.();
    // Parsed, but nothing on screen yet: nothing fetched.
    expect(page.added).toEqual([]);
    page.paint(['first-paint']);
    expect(page.frames).toEqual([]);
    page.paint(['first-contentful-paint']);
    expect(page.disconnected()).toBe(true);
    expect(page.frames).toHaveLength(1);
    page.frames[0]();
    expect(page.added).toEqual([]);
    page.run(0);
    const preload = { tag: 'link', rel: 'modulepreload', crossOrigin: '' };
    const module = { tag: 'script', type: 'module', crossOrigin: '' };
    expect(page.added).toEqual([
      { ...preload, href: '/assets/react-abc.js' },
      { ...preload, href: '/assets/antd-abc.js' },
      { ...module, src: '/assets/route-hints-abc.js' },
      { ...module, src: '/assets/index-abc.js' },
    ]);
    // Once only, whatever comes after (the tab hidden, the fallback timer).
    page.listeners.get('visibilitychange')?.();
    page.run(5000);
    expect(page.added).toHaveLength(4);
  });

  it('does not wait past five seconds for a paint that never comes', () => {
    const page = runScript(render().script);
    page.listeners.get('DOMContentLoaded')?.();
    page.run(0);
    expect(page.added).toEqual([]);
    page.run(5000);
    expect(page.added.map((e) => e.src ?? e.href)).toEqual(STARTED);
  });

  it.each([
    { what: 'a hidden tab', stand: { visibilityState: 'hidden' } as const },
    { what: 'a stale page (hidden by its style)', stand: { stale: true } },
  ])('in $what, which paints nothing, starts the app once the document is parsed', ({ stand }) => {
    const page = runScript(render().script, stand);
    page.listeners.get('DOMContentLoaded')?.();
    expect(page.frames).toEqual([]);
    expect(page.added.map((e) => e.src ?? e.href)).toEqual(STARTED);
  });

  it('in a browser without paint timing, starts the app a frame after the document is parsed', () => {
    const page = runScript(render().script, { paintTiming: false });
    page.listeners.get('DOMContentLoaded')?.();
    expect(page.added).toEqual([]);
    page.frames[0]();
    page.run(0);
    expect(page.added.map((e) => e.src ?? e.href)).toEqual(STARTED);
  });
});
