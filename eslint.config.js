// ESLint flat config: typescript-eslint's recommended rules over every workspace, generated code excluded.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'web/src/gql/**', '**/src/gql/**', '**/graphql/generated/**', 'test-artifacts/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', performance: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', setImmediate: 'readonly', Buffer: 'readonly', window: 'readonly', document: 'readonly', localStorage: 'readonly', navigator: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.test.ts', 'e2e/**', 'deploy/**'],
    rules: { 'no-console': 'off' },
  },
  // No English text written into a component: every word on screen comes from the catalogs (web/src/locales,
  // docs/i18n.md), so a missing Spanish text fails the catalogs test instead of reaching a family.
  {
    files: ['web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', {
        mode: 'jsx-only',
        // Only the attributes a reader sees or hears, and those holding JSX (a dialog's footer); test ids,
        // placements and the like are code.
        'jsx-attributes': {
          include: [
            'title', 'label', 'placeholder', 'aria-label', 'alt', 'subTitle', 'okText', 'cancelText', 'description', 'message', 'tooltip',
            'extra', 'content', 'heading', 'footer', 'action', 'actions', 'summary', 'emptyText', 'addonBefore', 'addonAfter',
          ],
          exclude: ['.*'],
        },
      }],
    },
  },
);
