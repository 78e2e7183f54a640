import i18next from 'i18next';
import type { RosterNoticeCode } from '../../gql/graphql';
import { reasonText, type ReasonTextFields } from '../../i18n/reason-text';

/** Every notice code the roster service may send (the compiler asks for a new one here; a test asks the catalogs). */
export const NOTICE_CODES: Record<RosterNoticeCode, true> = {
  NOT_UTF8_UNCONFIRMED_FROM_LINE: true, NOT_UTF8_UNCONFIRMED: true, NOT_UTF8_CONFIRMED: true, BYTE_ORDER_MARK: true,
};

const ENCODING_KEYS: Record<string, string> = { 'UTF-16LE': 'utf16le', 'UTF-16BE': 'utf16be' };

/** An encoding's name as the reader reads it (the roster catalog's `encoding.*`; others are names in every language). */
export const encodingLabel = (e: string) => (ENCODING_KEYS[e] ? i18next.t(`encoding.${ENCODING_KEYS[e]}`, { ns: 'roster' }) : e);

/** An encoding as the notice names it: as the service does ("Windows-1252"), UTF-16's byte order in the reader's words. */
const noticeName = (e: string) => (e === 'windows-1252' ? 'Windows-1252' : encodingLabel(e));

/** "Windows-1252 or UTF-16 (little-endian)", in the reader's words for "or". */
const either = (codes: string) =>
  new Intl.ListFormat(i18next.resolvedLanguage ?? 'en', { type: 'disjunction' }).format(codes.split(',').map(noticeName));

const words = (name: string, value: string) => {
  if (name === 'encoding') return noticeName(value);
  if (name === 'encodings') return either(value);
  return undefined;
};

/** The roster preview's encoding notice in the reader's language (the roster catalog's `encodingNotice.*`). */
export function encodingNoticeText(encoding: { notice: string | null; noticeText?: ReasonTextFields | null }): string | null {
  if (encoding.notice === null) return null;
  return reasonText('roster', 'encodingNotice', encoding.notice, encoding.noticeText, words);
}
