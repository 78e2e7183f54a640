/**
 * Every fixed sentence a service or the gateway can send a user is a key of the web's `server` catalog, so a Spanish
 * reader reads it in Spanish: the web translates a service's message only when its exact English text is a key there.
 * A message built at run time (a template with `${}` over a run-time value) cannot be a key.
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

/**
 * Messages still built at run time, to be turned into fixed sentences or a code with values. Listed so that no new
 * one can appear unnoticed, and so that one converted must leave the list (the test fails on a listed one not found).
 */
const NOT_YET_FIXED = new Set([
  "CSV_MESSAGES.header(missing)",
  "PLAN_MESSAGES.unknownCourse(e.courseId)",
  "String(v).toLowerCase()",
  "`${at}${issue.message}`",
  "`${file} is not UTF-8 (line ${verdict.line} is the first line that is not). It reads as ${listed(verdict.candidates)}: confirm the encoding to import it, or save the file as UTF-8 and upload it again`",
  "`${file} line ${verdict.line}: ${verdict.reason}`",
  "`${name} cannot be read from the zip: ${err.message}`",
  "`${name} is encrypted; export the roster without a password`",
  "`${name} is larger than ${max} uncompressed`",
  "`${opts.file} is empty (the first line must name the columns)`",
  "`${opts.file} line ${typeof e.lines === 'number' ? e.lines : '?'}: ${what}`",
  "`${opts.file}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (the first line must name the columns)`",
  "`${opts.file}: the file has more than ${limits.maxRows.toLocaleString('en-US')} rows; split it or contact support`",
  "`${tracked.trim()} was asked for a letter through Counsel: the request's state shows on the checklist and cannot be ticked by hand`",
  "`A ${kind} holds ${allowed.map((a) => (a === 'pdf' ? 'a PDF (uploadId)' : a)).join(' or ')}`",
  "`A record export part was malformed: ${parsed.error.issues[0]?.message ?? 'unknown shape'}`",
  "`Application ${unknown} is not on your college list`",
  "`Embedding service answered ${err.status}`",
  "`File is larger than ${this.opts.maxBytes} bytes`",
  "`Line ${typeof e.lines === 'number' ? e.lines : '?'}: invalid quoting (a field with a quote in it is quoted whole, its quotes doubled: \"\")`",
  "`Question ${unknown.questionId} is not on the family part of the brag sheet`",
  "`Question ${unknown.questionId} is not on your school's brag sheet`",
  "`Rule ${i + 1}: the counselor is not assigned to this school`",
  "`School \"${s.name}\" is archived and cannot be assigned`",
  "`School not found: ${id}`",
  "`The ${o.service} service answered with status ${res.status}`",
  "`The ${o.service} service did not answer in time (${(err as Error).name})`",
  "`The ${o.service} service did not answer in time (TimeoutError)`",
  "`The ${o.service} service is not running`",
  "`The ${o.service} service returned no data`",
  "`The ${service} service could not send file ${fileId} (status ${res.status})`",
  "`The AI model refused the configured API key. Ask an administrator to check ${p.keyVariable}.`",
  "`The deletion is not complete yet: waiting for ${waitingFor(deletion).join(', ')}`",
  "`The file name does not match its content (a ${kind.toUpperCase()} file)`",
  "`The zip archive is damaged: ${(e as Error).message}`",
  "`The zip archive is damaged: ${e.message}`",
  "`The zip has no ${name}`",
  "`The zip holds more than one ${base}`",
  "`This file has ${n} rejected row(s). Fix the file and upload it again, or apply the valid rows only (acceptRejections).`",
  "`This file type is not allowed. Allowed types: ${[...new Set(opts.accept.map(label))].join(', ')}.`",
  "`This request is ${r.state}; it can no longer be ${PAST[move]}`",
  "`Unknown plan \"${String(iss.input)}\": use one of ${PLANS.join(', ')}`",
  "`Unknown setting key. Known keys: ${Object.keys(KNOWN_SETTINGS).join(', ')}`",
  "`Unknown source type ${t}`",
  "`Unknown status \"${String(iss.input)}\": use one of ${STATUSES.join(', ')}`",
  "`Value must be at most ${max} characters`",
  "`Value must be one of: ${spec.allowed.join(', ')}`",
  "`You have sent ${this.perMinute} messages in the last minute. Please wait ${seconds} seconds and try again.`",
  "`identity answered ${res.status} for a guardian's students`",
  "`manifest.csv says ${f}.csv is absent; the roster needs it`",
  "`manifest.csv: ${f}.csv is a delta export; export the roster in bulk mode (a full roster is needed to know who left)`",
  "`rating must be one of: ${RATING_FILTERS.join(', ')}`",
  "controlCharactersMessage(label)",
  "r.error.issues.map((i) => i.message).join('; ')",
  "refusalMessage(err, op === 'password' ? POLICY_NOT_MET : DETAILS_REFUSED)",
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

  it('is sent no new message built at run time, and the list of those left shrinks as they are fixed', () => {
    const built = new Set(found.built.map((f) => f.text));
    expect(list(found.built.filter((f) => !NOT_YET_FIXED.has(f.text)))).toEqual([]);
    expect([...NOT_YET_FIXED].filter((t) => !built.has(t))).toEqual([]);
  });
});

describe('the message finder', () => {
  it('finds domain errors, zod refusals and constants, reads constant templates and helpers at each call, and notices run-time ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'user-messages-'));
    try {
      mkdirSync(path.join(dir, 'services', 'demo', 'src'), { recursive: true });
      mkdirSync(path.join(dir, 'gateway', 'src'), { recursive: true });
      writeFileSync(path.join(dir, 'services', 'demo', 'src', 'messages.ts'), "export const M = { title: 'Title is needed here' } as const;\n");
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
        'City must be text', 'Code must be text', 'Gone for good', 'Kind must be one of a, b', 'Name is required', 'Name must be at most 5 characters',
        'Note must be at most 9 characters', 'The id is missing', 'Title is needed here',
      ]);
      expect(result.built.map((f) => f.text)).toEqual(['`Thing ${id} is gone`']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
