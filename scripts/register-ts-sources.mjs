// `node --import ./scripts/register-ts-sources.mjs file.ts`: runs the workspace's TypeScript sources (ts-source-hooks.mjs).
import { register } from 'node:module';

register('./ts-source-hooks.mjs', import.meta.url);
