/**
 * Every fixed sentence a service or the gateway can send a user is a key of the web's `server` catalog, so a Spanish
 * reader reads it in Spanish: the web translates a service's message only when its exact English text is a key there.
 * A message built at run time (a template with `${}` over a run-time value) cannot be a key: one with values is
 * written as the kit's phrase instead (an English template with `{{name}}` placeholders, its key, and the values).
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUserMessages, type Found } from './support/user-messages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalog = JSON.parse(readFileSync(path.join(root, 'web/src/locales/en/server.json'), 'utf8')) as Record<string, string>;

/** Found as messages, but only ever read by an operator: the process refuses to start with them, no user is connected. */
const NEVER_SENT_TO_USERS = new Set([
  // The gateway's start-up check of its TRUSTED_PROXIES variable.
  'TRUSTED_PROXIES: each entry must be an IP address, a CIDR range, or loopback/linklocal/uniquelocal',
  // The chat service's start-up check of its model settings.
  'LLM_MODEL is required when LLM_BASE_URL is set (the model name the server knows, e.g. llama3.1:8b)',
]);

const found = findUserMessages(root);
const list = (items: Found[]) => [...new Set(items.map((f) => `${f.text}  (${f.where})`))].sort();

describe('the server catalog', () => {
  it('has every fixed message a user can be sent', () => {
    expect(found.fixed.length).toBeGreaterThan(400);
    expect(list(found.fixed.filter((f) => !(f.text in catalog) && !NEVER_SENT_TO_USERS.has(f.text)))).toEqual([]);
  });

  it('allows only messages that are still found and never reach a user', () => {
    const texts = new Set(found.fixed.map((f) => f.text));
    expect([...NEVER_SENT_TO_USERS].filter((t) => !texts.has(t))).toEqual([]);
  });

  it('is sent no message built at run time: a message with values is a phrase, whose template is a key', () => {
    expect(list(found.built)).toEqual([]);
  });
});

describe('the message finder', () => {
  it('finds domain errors, zod refusals, constants and phrases, reads constant templates and helpers at each call, and notices run-time ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'user-messages-'));
    try {
      mkdirSync(path.join(dir, 'services', 'demo', 'src'), { recursive: true });
      mkdirSync(path.join(dir, 'gateway', 'src'), { recursive: true });
      mkdirSync(path.join(dir, 'services', 'kit', 'src'), { recursive: true });
      writeFileSync(path.join(dir, 'services', 'kit', 'src', 'phrase.ts'), [
        'export function phrase(template: string, values: Record<string, unknown> = {}) { return { template, values, message: template }; }',
        'export const word = (text: string) => phrase(text);',
      ].join('\n'));
      writeFileSync(path.join(dir, 'services', 'kit', 'src', 'index.ts'), "export * from './phrase.js';\n");
      writeFileSync(path.join(dir, 'services', 'demo', 'src', 'messages.ts'), "export const M = { title: 'Title is needed here' } as const;\n");
      writeFileSync(path.join(dir, 'services', 'demo', 'src', 'phrased.ts'), [
        "import { z } from 'zod';",
        "import { ConflictError, ValidationError, phrase, word } from '@counsel/kit';",
        "export function fits(n: number, state: 'open' | 'shut', given: string) {",
        "  if (n > 3) throw new ValidationError(phrase('At most {{max}} things', { max: 3 }));",
        "  if (given) throw new ValidationError(phrase(`${given} is unknown`));",
        "  throw new ConflictError(phrase('It is {{state}}', { state: word(state) }));",
        '}',
        // A label passed down two helpers, and an array's own `includes` beside zod's.
        'const mustBe = (label: string) => `${label} must be plain`;',
        'const plain = (label: string) => z.string().refine((v) => v.length > 0, mustBe(label));',
        'const field = (label: string) => plain(label).nullable();',
        "export const NICK = field('Nickname');",
        "export const isOff = (v: string) => ['0', 'no'].includes(String(v).toLowerCase());",
      ].join('\n'));
      writeFileSync(path.join(dir, 'services', 'demo', 'src', 'rules.ts'), [
        "import { z } from 'zod';",
        "import { NotFoundError, ValidationError } from '@counsel/kit';",
        "import { M } from './messages.js';",
        'const MAX = 5;',
        "const NAME = z.string(M.title).max(MAX, `Name must be at most ${MAX} characters`).min(1, { message: 'Name is required' });",
        "export function check(id: string) { if (!id) throw new ValidationError('The id is missing'); throw new NotFoundError(`Thing ${id} is gone`); }",
        "export function internal() { throw new Error('An internal failure nobody sees'); }",
        "const KINDS = ['a', 'b'] as const;",
        'const text = (label: string) => z.string(`${label} must be text`);',
        "export const CODE = text('Code');",
        "export const CITY = text('City');",
        'const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;',
        "export const NOTE = z.string().max(9, tooLong('Note', 9));",
        'export const KIND = z.enum(KINDS, `Kind must be one of ${KINDS.join(\', \')}`);',
        'export { NAME };',
      ].join('\n'));
      writeFileSync(path.join(dir, 'gateway', 'src', 'route.ts'), "export const answer = (reply: { send(v: unknown): void }) => reply.send({ message: 'Gone for good' });\n");
      const result = findUserMessages(dir);
      expect(result.fixed.map((f) => f.text).sort()).toEqual([
        'At most {{max}} things', 'City must be text', 'Code must be text', 'Gone for good', 'It is {{state}}', 'Kind must be one of a, b',
        'Name is required', 'Name must be at most 5 characters', 'Nickname must be plain', 'Note must be at most 9 characters', 'The id is missing',
        'Title is needed here', 'open', 'shut',
      ].sort());
      expect(result.built.map((f) => f.text).sort()).toEqual(['`${given} is unknown`', '`Thing ${id} is gone`']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
