import { ValidationError, controlCharactersMessage, hasControlCharacters, phrase } from '@counsel/kit';
import { DEFAULT_SYSTEM_PROMPT } from './default-system-prompt.js';

interface SettingSpec {
  maxLength: number;
  defaultValue: string;
  /** The only values a switch takes; absent: free text within maxLength. */
  allowed?: readonly string[];
  /** A rule a free-text value must meet, with the message when it does not. */
  check?: { ok: (value: string) => boolean; message: string };
  /** Whether its change event carries the value (settings other services act on; never the prompt). */
  announced?: boolean;
  /**
   * The role whose every user's token identity recomputes when it applies the change (their grants may change): the
   * answer tells the gateway (grant-notes.ts). One role, not the users: they may be many, and only identity knows them.
   */
  changesGrantsOf?: 'guardian';
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The keys this service accepts, with their limits and built-in defaults. */
export const KNOWN_SETTINGS = {
  chatbot_system_prompt: { maxLength: 20_000, defaultValue: DEFAULT_SYSTEM_PROMPT },
  /**
   * Whether the assistant may send counselor notes to an external model (Gemini, an OpenAI-compatible
   * server). Off by default: notes are private observations; the offline assistant reads them either way.
   */
  assistant_notes_to_external_models: { maxLength: 5, defaultValue: 'false', allowed: ['true', 'false'] },
  /** The district's IANA time zone: the local day of deadline reminders and the hour of the daily digest (notifications). */
  district_time_zone: { maxLength: 64, defaultValue: 'UTC', check: { ok: isTimeZone, message: 'Value must be an IANA time zone such as America/Chicago' }, announced: true },
  /** The local hour (0-23) at which notification digests are emailed. */
  notification_digest_hour: { maxLength: 2, defaultValue: '7', allowed: Array.from({ length: 24 }, (_, h) => String(h)), announced: true },
  /**
   * Under FERPA the rights pass to the student at 18: 'continues' keeps guardians' access, 'student_consent' lets an
   * adult student switch a guardian's access off (identity applies it to the guardian's token).
   */
  guardian_access_at_majority: { maxLength: 20, defaultValue: 'continues', allowed: ['continues', 'student_consent'], announced: true, changesGrantsOf: 'guardian' },
  /** The fewest past applicants of a school to a college for its scattergram to show (outcomes): fewer could point at someone. */
  scattergram_min_applicants: { maxLength: 2, defaultValue: '5', allowed: Array.from({ length: 50 }, (_, n) => String(n + 1)), announced: true },
  /** Whether students see their school's scattergrams (outcomes); staff always do. */
  scattergram_students: { maxLength: 5, defaultValue: 'true', allowed: ['true', 'false'], announced: true },
} as const satisfies Record<string, SettingSpec>;
export type SettingKey = keyof typeof KNOWN_SETTINGS;

export interface SystemSetting {
  key: SettingKey;
  value: string;
  updatedAt: string;
  updatedBy: string;
  updatedByEmail: string;
}

/** One saved change: who set which value when. */
export interface SettingChange {
  id: string;
  key: SettingKey;
  value: string;
  actorId: string;
  actorEmail: string;
  at: string;
}

/** The role whose grants a change of `key` changes, if any. */
export function grantsChangedBy(key: SettingKey): string | null {
  const spec: SettingSpec = KNOWN_SETTINGS[key];
  return spec.changesGrantsOf ?? null;
}

export function isKnownKey(key: unknown): key is SettingKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(KNOWN_SETTINGS, key);
}

export function parseKey(key: unknown): SettingKey {
  if (!isKnownKey(key)) throw new ValidationError(phrase('Unknown setting key. Known keys: {{keys}}', { keys: Object.keys(KNOWN_SETTINGS).join(', ') }));
  return key;
}

/** What a missing value is told; the gateway's REST body says the same words of a value that is not text. */
export const VALUE_REQUIRED = 'Value is required';

/** A value must be a non-blank string within the key's limit; it is stored as given. */
export function parseValue(key: SettingKey, value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new ValidationError(VALUE_REQUIRED);
  const spec: SettingSpec = KNOWN_SETTINGS[key];
  if (spec.allowed && !spec.allowed.includes(value)) throw new ValidationError(phrase('Value must be one of: {{allowed}}', { allowed: spec.allowed.join(', ') }));
  if (spec.check && !spec.check.ok(value)) throw new ValidationError(spec.check.message);
  const max = spec.maxLength;
  if (value.length > max) throw new ValidationError(phrase('Value must be at most {{max}} characters', { max }));
  // A prompt is multi-line text: tabs and line breaks, nothing else invisible.
  if (hasControlCharacters(value, { multiline: true })) throw new ValidationError(controlCharactersMessage('Value'));
  return value;
}

/** Whether a change of `key` is announced with its value (a setting other services act on). */
export const announcesValue = (key: SettingKey): boolean => (KNOWN_SETTINGS[key] as SettingSpec).announced === true;
