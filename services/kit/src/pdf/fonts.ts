import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * The faces every PDF is set in, all from npm packages so a fresh install needs no system font, all under the
 * SIL Open Font License 1.1 (NOTICE):
 * - Noto Sans (`@embedpdf/fonts-latin`): Latin with Vietnamese, Greek, Cyrillic;
 * - Noto Sans Hans (`@embedpdf/fonts-sc`): Chinese ideographs (simplified and traditional forms) and kana;
 * - Noto Sans KR (`@embedpdf/fonts-kr`): Hangul.
 * A character is set in the first face that has a glyph for it, in this order. Bold is used from Noto Sans only
 * (document.ts); the image keeps only the four files used (Dockerfile).
 */
const require = createRequire(import.meta.url);
const FACES = {
  latin: { entry: () => require.resolve('@embedpdf/fonts-latin'), regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  sc: { entry: () => require.resolve('@embedpdf/fonts-sc'), regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  kr: { entry: () => require.resolve('@embedpdf/fonts-kr'), regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
} as const;
export type FaceName = keyof typeof FACES;
export type Weight = 'regular' | 'bold';
export const FACE_ORDER: FaceName[] = ['latin', 'sc', 'kr'];

const bytes = new Map<string, Buffer>();
const faces = new Map<FaceName, Font>();

export function fontBytes(face: FaceName, weight: Weight): Buffer {
  const key = `${face}:${weight}`;
  let b = bytes.get(key);
  if (!b) {
    // The packages export only their entry (dist/index.cjs); the fonts sit in fonts/ beside dist/.
    const dir = path.dirname(path.dirname(FACES[face].entry()));
    b = readFileSync(path.join(dir, 'fonts', FACES[face][weight]));
    bytes.set(key, b);
  }
  return b;
}

/** A parsed face for coverage questions, kept: CJK faces are megabytes, parsed once per process. */
function face(name: FaceName): Font {
  let f = faces.get(name);
  if (!f) {
    f = parse(fontBytes(name, 'regular'));
    faces.set(name, f);
  }
  return f;
}

function parse(data: Uint8Array): Font {
  return fontkit.create(Buffer.from(data.buffer, data.byteOffset, data.byteLength)) as Font;
}

const coverage = new Map<string, boolean>();
/** Whether the face has a glyph for the character; asked for every character laid out, so remembered. */
export function hasGlyph(name: FaceName, codePoint: number): boolean {
  const key = `${name}:${codePoint}`;
  let has = coverage.get(key);
  if (has === undefined) {
    has = face(name).hasGlyphForCodePoint(codePoint);
    coverage.set(key, has);
  }
  return has;
}

/**
 * pdf-lib's own fontkit fork (@pdf-lib/fontkit) writes broken subsets: CFF (the CJK faces) is rejected by
 * readers and TrueType loses glyphs. Upstream fontkit subsets correctly but only offers `encode()`, while
 * pdf-lib reads the subset through `encodeStream()`: this gives it that, over the encoded bytes.
 */
function withStreamingSubset(f: Font): Font {
  const create = f.createSubset.bind(f);
  f.createSubset = () => {
    const subset = create();
    Object.assign(subset, {
      encodeStream() {
        const handlers: Record<string, (arg?: unknown) => void> = {};
        const stream = {
          on(event: string, fn: (arg?: unknown) => void) {
            handlers[event] = fn;
            if (handlers.data && handlers.end) {
              queueMicrotask(() => {
                try { handlers.data?.(subset.encode()); handlers.end?.(); } catch (err) { handlers.error?.(err); }
              });
            }
            return stream;
          },
        };
        return stream;
      },
    });
    return subset;
  };
  return f;
}

/**
 * What `PDFDocument.registerFontkit` takes. Each document gets faces of its own: fontkit keeps glyphs (and the
 * characters they were first laid out for, which become the PDF's ToUnicode map) on the face object.
 */
// pdf-lib's Fontkit type is its own copy of fontkit's, which @types/fontkit's Font does not match.
export const fontkitForPdfLib = { create: (data: Uint8Array) => withStreamingSubset(parse(data)) } as unknown as Parameters<PDFDocument['registerFontkit']>[0];

/** Splits text into runs, each set in one face; spaces and marks stay with the run they are in. */
export function fontRuns(text: string): { face: FaceName; text: string }[] {
  const runs: { face: FaceName; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    const neutral = /[\s\p{M}]/u.test(ch);
    const chosen = neutral && last && hasGlyph(last.face, cp) ? last.face : FACE_ORDER.find((n) => hasGlyph(n, cp)) ?? 'latin';
    if (last && last.face === chosen) last.text += ch;
    else runs.push({ face: chosen, text: ch });
  }
  return runs;
}
