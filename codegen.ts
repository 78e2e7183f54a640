import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL code generation. The web client's typed operations come from the composed
 * API schema (`web/schema.graphql`, written by `npm run schema`) and the `.graphql`
 * operations beside the pages that use them. Output: `web/src/gql/` (never edited).
 */
const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'web/src/gql/': {
      schema: 'web/schema.graphql',
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
      },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
