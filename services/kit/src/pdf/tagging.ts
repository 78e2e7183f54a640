import {
  PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames, type PDFDocument, type PDFPage, type PDFRef,
} from 'pdf-lib';

/** A structure element being built: its dictionary, its reference, and its kids (elements or marked content). */
export interface StructElem { dict: PDFDict; ref: PDFRef; kids: PDFArray }

/**
 * The document's logical structure (tagged PDF, as PDF/UA asks): a Document element holding headings, paragraphs
 * and lists in reading order, each tied to the text it draws by marked-content ids, and the parent tree that
 * leads from a page's marked content back to its element. Drawing that is not content (boxes, rules, page
 * numbers) is marked as an artifact, so assistive technology skips it.
 */
export class StructTree {
  readonly root: StructElem;
  private readonly treeRoot: PDFDict;
  private readonly treeRootRef: PDFRef;
  /** Per page, in page order: the element each of its MCIDs belongs to. */
  private readonly pages = new Map<PDFPage, { index: number; owners: PDFRef[] }>();

  constructor(private readonly doc: PDFDocument) {
    this.treeRoot = doc.context.obj({ Type: 'StructTreeRoot' }) as PDFDict;
    this.treeRootRef = doc.context.register(this.treeRoot);
    this.root = this.element('Document', null);
  }

  element(type: string, parent: StructElem | null, opts: { title?: string } = {}): StructElem {
    const kids = this.doc.context.obj([]) as PDFArray;
    const dict = this.doc.context.obj({ Type: 'StructElem', S: type, P: parent ? parent.ref : this.treeRootRef, K: kids }) as PDFDict;
    if (opts.title) dict.set(PDFName.of('T'), PDFHexString.fromText(opts.title));
    const ref = this.doc.context.register(dict);
    if (parent) parent.kids.push(ref);
    else this.treeRoot.set(PDFName.of('K'), ref);
    return { dict, ref, kids };
  }

  /** Runs `draw` as marked content of `elem` on `page`. */
  mark(page: PDFPage, elem: StructElem, tag: string, draw: () => void): void {
    const p = this.pageEntry(page);
    const mcid = p.owners.length;
    p.owners.push(elem.ref);
    elem.kids.push(this.doc.context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }));
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(tag), `<</MCID ${mcid}>>`]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  artifact(page: PDFPage, draw: () => void): void {
    this.pageEntry(page);
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  private pageEntry(page: PDFPage) {
    let p = this.pages.get(page);
    if (!p) {
      p = { index: this.pages.size, owners: [] };
      this.pages.set(page, p);
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(p.index));
      // Tab order follows the structure.
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    }
    return p;
  }

  /** Writes the parent tree and marks the document as tagged, in `lang`. */
  finish(lang: string): void {
    const nums = this.doc.context.obj([]) as PDFArray;
    for (const { index, owners } of this.pages.values()) {
      nums.push(PDFNumber.of(index));
      nums.push(this.doc.context.register(this.doc.context.obj(owners)));
    }
    this.treeRoot.set(PDFName.of('ParentTree'), this.doc.context.register(this.doc.context.obj({ Nums: nums })));
    this.treeRoot.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(this.pages.size));
    const catalog = this.doc.catalog;
    catalog.set(PDFName.of('StructTreeRoot'), this.treeRootRef);
    catalog.set(PDFName.of('MarkInfo'), this.doc.context.obj({ Marked: true }));
    this.doc.setLanguage(lang);
  }
}
