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
  // No English text written into a component of a translated folder: words on screen come from the catalogs
  // (web/src/locales, docs/i18n.md). The list grows folder by folder as each is translated.
  {
    files: [
      'web/src/app/*.tsx',
      'web/src/app/shell/**/*.tsx',
      'web/src/components/**/*.tsx',
      'web/src/i18n/**/*.tsx',
      'web/src/main.tsx',
      'web/src/features/auth/**/*.tsx',
      'web/src/features/documents/**/*.tsx',
      'web/src/features/guardian/**/*.tsx',
      'web/src/features/guardian-links/**/*.tsx',
      'web/src/features/outcomes/**/*.tsx',
      'web/src/features/reports/**/*.tsx',
      'web/src/features/counseling/**/*.tsx',
      'web/src/features/students/list/**/*.tsx',
      'web/src/features/colleges/**/*.tsx',
      'web/src/features/chatbot/**/*.tsx',
      'web/src/features/settings/**/*.tsx',
      'web/src/features/admin/**/*.tsx',
      'web/src/features/schools/**/*.tsx',
      'web/src/features/roster/**/*.tsx',
      // Folders under way: their translated files one by one.
      'web/src/features/students/{StudentDashboardPage,StudentProfilePage}.tsx',
      'web/src/features/students/components/**/*.tsx',
      'web/src/features/students/{CollegePreferencePage,routes}.tsx',
      'web/src/features/counseling/{StudentDashboardCards,tasks/TaskAssignmentList}.tsx',
      'web/src/features/letters/**/*.tsx',
      'web/src/features/knowledge/{KnowledgeBasePage,KnowledgeFileTable,FileStatusTag,KnowledgeUploadModal}.tsx',
      'web/src/features/knowledge/{ContentRepositoryPage,ContentLibraryPage,ContentGrid,ContentCard,ContentItemModal}.tsx',
      'web/src/features/knowledge/{NoteBody,StudentResourcesPage,routes}.tsx',
      'web/src/features/records/{MyRecordCard,AccessLogTable,ExportRecordControl}.tsx',
      'web/src/features/notifications/**/*.tsx',
      'web/src/features/landing/**/*.tsx',
      'web/src/features/planning/**/*.tsx',
      'web/src/features/records/**/*.tsx',
      'web/src/features/letters/FamilyBragItems.tsx',
    ],
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
