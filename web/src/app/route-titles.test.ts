/// <reference types="node" />
// Every routed screen names itself in the browser tab: each route of the route table (every
// features/<area>/routes.tsx, as the router collects them) has a title, and two different screens never share one.
// The route files are read with the TypeScript compiler rather than imported, so no page (antd, Apollo, Uppy) loads.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { documentTitle } from './document-title';

const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features');

interface RouteRow { file: string; path: string; title: string | null; screen: string }

/** Every `{ path, title, element }` of every `routes` array, with the element's component name as the screen. */
function routeTable(): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const area of readdirSync(features).sort()) {
    const file = path.join(features, area, 'routes.tsx');
    if (!existsSync(file)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && node.name.getText() === 'routes' && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
        for (const item of node.initializer.elements) {
          if (!ts.isObjectLiteralExpression(item)) throw new Error(`${file}: a route that is not an object literal`);
          const prop = (name: string) => item.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
          const text = (e: ts.Expression | undefined) => (e && ts.isStringLiteral(e) ? e.text : null);
          const element = prop('element');
          const tag = element && (ts.isJsxSelfClosingElement(element) ? element.tagName : ts.isJsxElement(element) ? element.openingElement.tagName : null);
          rows.push({ file: `${area}/routes.tsx`, path: text(prop('path')) ?? '?', title: text(prop('title')), screen: tag ? tag.getText() : '?' });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return rows;
}

const REDIRECT = 'Navigate';

describe('the route table', () => {
  const routes = routeTable();

  it('is read whole: every route with its path and the screen it renders', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.path === '?' || r.screen === '?')).toEqual([]);
    expect(routes).toContainEqual({ file: 'colleges/routes.tsx', path: '/counselor/deadlines', title: 'Deadline Board', screen: 'DeadlineBoardPage' });
  });

  it('gives every route a title in the screen\'s own words, not the bare product name', () => {
    expect(routes.filter((r) => !r.title?.trim()).map((r) => `${r.file} ${r.path}`)).toEqual([]);
    expect(routes.filter((r) => /^Counsel$|·/.test(r.title ?? '')).map((r) => r.path)).toEqual([]);
  });

  it('gives two different screens two different titles, and one screen one title wherever it is routed', () => {
    const screens = routes.filter((r) => r.screen !== REDIRECT);
    const screensOf = (title: string | null) => new Set(screens.filter((r) => r.title === title).map((r) => r.screen));
    const titlesOf = (screen: string) => new Set(screens.filter((r) => r.screen === screen).map((r) => r.title));
    expect(screens.filter((r) => screensOf(r.title).size > 1).map((r) => `${r.title}: ${r.screen}`)).toEqual([]);
    expect(screens.filter((r) => titlesOf(r.screen).size > 1).map((r) => `${r.screen}: ${r.title}`)).toEqual([]);
    // A fallback that redirects carries the title of a screen it can land on.
    const titles = new Set(screens.map((r) => r.title));
    expect(routes.filter((r) => r.screen === REDIRECT && !titles.has(r.title)).map((r) => r.path)).toEqual([]);
  });

  it('has every title in the titles catalog, which the tab shows in the reader\'s language', () => {
    const catalog = JSON.parse(readFileSync(path.resolve(features, '../locales/en/titles.json'), 'utf8')) as Record<string, string>;
    expect(routes.map((r) => r.title).filter((title) => title !== null && catalog[title] !== title)).toEqual([]);
  });

  it('writes the tab title as the screen, then the product', () => {
    expect(documentTitle('Deadline Board')).toBe('Deadline Board · Counsel');
  });
});
