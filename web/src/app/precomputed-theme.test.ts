import { describe, expect, test } from '@jest/globals';
import { StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Input, Tabs } from 'antd';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { cacheWithPrecomputedTheme, computedAnyway, serializeTheme } from './precomputed-theme';
import { themeConfig } from './theme-config';
import type { ThemeMode } from './theme-mode';

type StyleCache = ReturnType<typeof cacheWithPrecomputedTheme>['cache'];

/** A few of the sign-in page's components in the app's theme, rendered with the given style registry. */
function render(cache: StyleCache, mode: ThemeMode = 'light') {
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme: themeConfig(mode) },
    h(Tabs, { items: [{ key: 'a', label: 'A', children: h(Input) }] }),
    h(Button, { type: 'primary' }, 'Sign in'))));
}

/** The theme entries of a registry, as serializeTheme writes them. */
const entries = (cache: StyleCache) => JSON.parse(serializeTheme(cache)) as [string, unknown][];

describe('antd theme computed at build time', () => {
  test('the written entries are what antd computes when it renders the same page, and hydrating finds them all', () => {
    const built = cacheWithPrecomputedTheme(null).cache;
    render(built);
    const text = serializeTheme(built);
    const written = JSON.parse(text) as [string, unknown][];
    // The theme's tokens and each component's CSS variables.
    expect(written.some(([key]) => key.startsWith('token%'))).toBe(true);
    expect(written.filter(([key]) => key.startsWith('cssVar%')).map(([key]) => key.split('%')[1])).toEqual(expect.arrayContaining(['Button', 'Input', 'Tabs']));

    // A registry that computes everything anew holds the same values (not just the same keys).
    const fresh = cacheWithPrecomputedTheme(null).cache;
    render(fresh);
    expect(entries(fresh)).toEqual(written);

    // Rendered with the written entries, antd computes none itself.
    const { cache, precomputed } = cacheWithPrecomputedTheme(text);
    render(cache);
    expect(computedAnyway(cache, precomputed)).toEqual([]);
  });

  test('a page written with another theme than the app\'s is reported, not silently used', () => {
    const built = cacheWithPrecomputedTheme(null).cache;
    render(built, 'light');
    const { cache, precomputed } = cacheWithPrecomputedTheme(serializeTheme(built));
    render(cache, 'dark');
    const computed = computedAnyway(cache, precomputed);
    expect(computed.some((key) => key.startsWith('token%'))).toBe(true);
    expect(computed.some((key) => key.startsWith('cssVar%Button%'))).toBe(true);
  });

  test('an entry JSON would not give back as it is stops the build', () => {
    const cache = cacheWithPrecomputedTheme(null).cache;
    cache.opUpdate('token%x', () => [0, { colorPrimary: '#0958d9', derive: () => '#0958d9' }]);
    expect(() => serializeTheme(cache)).toThrow(/derive/);
  });

  test('a render that computed no theme stops the build rather than writing an empty page entry', () => {
    expect(() => serializeTheme(cacheWithPrecomputedTheme(null).cache)).toThrow(/no theme entries/);
  });
});
