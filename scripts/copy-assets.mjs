// tsc compiles TypeScript only; each package's schema.graphql (and other non-TS assets) is copied beside its JS.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const roots = ['services/identity', 'services/students', 'services/documents', 'services/knowledge', 'services/chat', 'services/settings', 'services/roster', 'services/colleges', 'services/records', 'services/counseling', 'services/letters', 'services/notifications', 'services/planning', 'services/outcomes', 'services/reporting', 'services/kit', 'gateway', 'proto-events'];
const exts = new Set(['.graphql', '.json', '.txt', '.md', '.pdf', '.docx', '.doc', '.traineddata']);
function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (exts.has(path.extname(name))) out.push(p);
  }
}
for (const root of roots) {
  const src = path.join(root, 'src');
  if (!existsSync(src)) continue;
  const files = [];
  walk(src, files);
  for (const f of files) cpSync(f, path.join(root, 'dist', path.relative(src, f)));
}
