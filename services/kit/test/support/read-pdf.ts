import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep).href;

export interface ReadBack {
  /** Each page's text, lines joined by "\n", as a reader (pdf.js) extracts it. */
  pages: string[];
  lines: string[];
  tagged: boolean;
  hasStructTree: boolean;
  lang: string | null;
  title: string | null;
  /** The title and PDF/UA part the XMP metadata declares. */
  xmp: { title: string | null; pdfua: string | null };
  /** Viewers show the title, not the file name. */
  displaysTitle: boolean;
  /** The structure tree's element types, depth first (H1, P, L…). */
  roles: string[];
}

interface Item { str: string; hasEOL?: boolean }
interface Node { role?: string; children?: Node[] }

/** Parses a PDF with pdf.js, as a browser would: a PDF it cannot parse throws. */
export async function readPdf(bytes: Uint8Array): Promise<ReadBack> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  const roles: string[] = [];
  const walk = (n: Node | null | undefined) => {
    if (!n) return;
    if (n.role && n.role !== 'Root') roles.push(n.role);
    for (const c of n.children ?? []) walk(c);
  };
  let hasStructTree = false;
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push((content.items as Item[]).map((it) => it.str + (it.hasEOL ? '\n' : '')).join('').trimEnd());
    const tree = (await page.getStructTree()) as Node | null;
    if (tree?.children?.length) hasStructTree = true;
    if (i === 1) walk(tree);
  }
  const meta = await doc.getMetadata();
  const info = meta.info as { Title?: string; Language?: string };
  const xmp = { title: (meta.metadata?.get('dc:title') as string | undefined) ?? null, pdfua: (meta.metadata?.get('pdfuaid:part') as string | undefined) ?? null };
  const markInfo = await doc.getMarkInfo();
  const prefs = (await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  const out: ReadBack = {
    pages, lines: pages.join('\n').split('\n'), tagged: markInfo?.Marked === true, hasStructTree, lang: info.Language ?? null,
    title: info.Title ?? null, xmp, displaysTitle: prefs?.DisplayDocTitle === true, roles,
  };
  await doc.destroy();
  return out;
}
