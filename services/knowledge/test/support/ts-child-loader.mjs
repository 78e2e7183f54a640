// `node --import <this>`: registers ts-child-hooks.mjs, so a child process can run a test's TypeScript sources.
import { register } from 'node:module';

register('./ts-child-hooks.mjs', import.meta.url);
