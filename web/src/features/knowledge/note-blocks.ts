/** One paragraph or heading of a note. */
export interface NoteBlock { heading: boolean; text: string }

/**
 * A note's text as blocks: blank lines between paragraphs, '#' to '###' lines as headings. A first heading that
 * repeats the item's title is dropped: the card already shows it.
 */
export function noteBlocks(body: string, title?: string): NoteBlock[] {
  const blocks = body.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => {
    const m = /^#{1,3}\s+(.*)$/s.exec(p);
    return m ? { heading: true, text: m[1].trim() } : { heading: false, text: p };
  });
  if (blocks[0]?.heading && title && blocks[0].text.toLowerCase() === title.toLowerCase()) blocks.shift();
  return blocks;
}
