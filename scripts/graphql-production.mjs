// graphql-js decides once, when it is first loaded, whether to run its development checks (every instanceof of a
// schema or type goes through a cross-realm check that throws a long explanation). It reads NODE_ENV for that, and
// so does the portal, for its own decisions (demo accounts, the production refusals) — and Apollo Server too.
// `npm start` wants graphql-js in production mode without telling the portal it runs in production, so it loads
// graphql-js with NODE_ENV=production for that moment only and puts NODE_ENV back as it was.
import { createRequire } from 'node:module';
import path from 'node:path';

/** Loads the graphql package the gateway resolves (CommonJS: its ESM import resolves to the same file). */
export function loadGraphqlInProductionMode(root) {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    createRequire(path.join(root, 'gateway/package.json'))('graphql');
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
