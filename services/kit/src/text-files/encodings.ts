/** The encodings an imported text file is read in. */
export const TEXT_ENCODINGS = ['UTF-8', 'UTF-16LE', 'UTF-16BE', 'windows-1252'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** What a spreadsheet's "CSV" or an older SIS writes in Western Europe and the Americas: offered when a file is not UTF-8. */
export const LEGACY_CANDIDATES: readonly TextEncoding[] = ['windows-1252'];

// Labels people and tools use. ISO-8859-1 and US-ASCII are read as windows-1252, as browsers do (the WHATWG
// Encoding Standard): files labelled Latin-1 are in practice Windows-1252, whose € and curly quotes sit where
// Latin-1 has invisible C1 controls.
const LABELS: Record<string, TextEncoding> = {
  'utf-8': 'UTF-8', utf8: 'UTF-8',
  'utf-16le': 'UTF-16LE', utf16le: 'UTF-16LE',
  'utf-16be': 'UTF-16BE', utf16be: 'UTF-16BE',
  'windows-1252': 'windows-1252', cp1252: 'windows-1252', 'x-cp1252': 'windows-1252',
  'iso-8859-1': 'windows-1252', 'iso8859-1': 'windows-1252', latin1: 'windows-1252', 'us-ascii': 'windows-1252', ascii: 'windows-1252',
};

/** The encoding a label names (case and surrounding spaces ignored), or null when it is not one Counsel reads. */
export function textEncodingFromLabel(label: string): TextEncoding | null {
  return LABELS[label.trim().toLowerCase()] ?? null;
}

/** How people know the encoding, in messages. */
export const ENCODING_NAMES: Record<TextEncoding, string> = {
  'UTF-8': 'UTF-8', 'UTF-16LE': 'UTF-16 (little-endian)', 'UTF-16BE': 'UTF-16 (big-endian)', 'windows-1252': 'Windows-1252',
};

/** iconv-lite's name for each. */
export const ICONV_NAMES: Record<TextEncoding, string> = {
  'UTF-8': 'utf8', 'UTF-16LE': 'utf16le', 'UTF-16BE': 'utf16be', 'windows-1252': 'windows1252',
};

/** The byte-order mark a file starts with, if any. */
export function encodingOfBom(head: Uint8Array): 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | null {
  if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'UTF-8';
  // FF FE 00 00 would be UTF-32LE, which no roster tool writes; it fails as UTF-16 on its NULs.
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return 'UTF-16LE';
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return 'UTF-16BE';
  return null;
}
