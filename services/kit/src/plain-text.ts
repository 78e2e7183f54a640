import { z } from 'zod';

/**
 * Free text a person typed: no control characters. C0 (NUL, BEL, ESC...), DEL and C1
 * are refused; multi-line fields (notes, prompts, chat messages, long profile answers) may keep
 * tab, line feed and carriage return. Used by the gateway's REST schemas and by every service's own
 * input rules, so the GraphQL path refuses the same values with the same 400 message.
 */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL_GLOBAL = /[\u0000-\u001f\u007f-\u009f]/g;

export interface PlainTextOptions {
  /** Tab, LF and CR allowed (text areas). */
  multiline?: boolean;
}

export function hasControlCharacters(value: string, opts: PlainTextOptions = {}): boolean {
  return (opts.multiline ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(value);
}

/** The one message for a refused value, naming the field as the screen labels it. */
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;

/** A zod check for a string field: `z.string().check(plainText('First name'))`, or `.refine(...)` via plainTextRefinement. */
export function plainText(label: string, opts: PlainTextOptions = {}) {
  return z.refine<string>((v) => !hasControlCharacters(v, opts), controlCharactersMessage(label));
}

/** Removes every control character (file names, values written to log lines): replaced by a space, so words stay apart. */
export function stripControlCharacters(value: string): string {
  return value.replace(ANY_CONTROL_GLOBAL, ' ');
}
