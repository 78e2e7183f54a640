/**
 * Writes a minimal legacy Word 97-2003 (.doc) file: an OLE compound file (CFB v3, 512-byte sectors)
 * holding a WordDocument stream (a FIB plus the text, 8-bit) and a 1Table stream (a one-piece piece
 * table). No LibreOffice here, so the .doc test fixture is built from the format itself; real Word
 * files carry far more (styles, formatting runs), which word-extractor skips the same way.
 */
const SECTOR = 512;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const FREESECT = 0xffffffff;
const NOSTREAM = 0xffffffff;
const TEXT_OFFSET = 0x800;

export function writeWord97(paragraphs: readonly string[]): Buffer {
  const text = paragraphs.map((p) => `${p}\r`).join('');
  const textBytes = Buffer.from(text, 'latin1');

  const word = Buffer.alloc(Math.max(4096, roundUp(TEXT_OFFSET + textBytes.length, SECTOR)));
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib (Word 97)
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  word.writeUInt32LE(TEXT_OFFSET, 0x18); // fcMin
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx
  word.writeUInt32LE(1 + 4 + 16, 0x1a6); // lcbClx
  textBytes.copy(word, TEXT_OFFSET);

  const table = Buffer.alloc(4096);
  table.writeUInt8(0x02, 0); // Pcdt
  table.writeUInt32LE(16, 1); // PlcPcd size: 2 CPs + 1 PCD
  table.writeUInt32LE(0, 5); // CP 0
  table.writeUInt32LE(text.length, 9); // CP end
  table.writeUInt16LE(0, 13); // PCD flags
  table.writeUInt32LE(((TEXT_OFFSET * 2) | 0x40000000) >>> 0, 15); // fc: compressed (8-bit) text at TEXT_OFFSET
  table.writeUInt16LE(0, 19); // prm

  const wordSectors = word.length / SECTOR;
  const tableSectors = table.length / SECTOR;
  const wordStart = 2;
  const tableStart = wordStart + wordSectors;
  const total = tableStart + tableSectors;
  if (total > SECTOR / 4) throw new Error('text too long for this minimal writer');

  const fat = Buffer.alloc(SECTOR, 0xff);
  const setFat = (i: number, v: number) => fat.writeUInt32LE(v >>> 0, i * 4);
  setFat(0, FATSECT);
  setFat(1, ENDOFCHAIN);
  for (let i = 0; i < wordSectors; i++) setFat(wordStart + i, i === wordSectors - 1 ? ENDOFCHAIN : wordStart + i + 1);
  for (let i = 0; i < tableSectors; i++) setFat(tableStart + i, i === tableSectors - 1 ? ENDOFCHAIN : tableStart + i + 1);

  const dir = Buffer.alloc(SECTOR);
  entry(dir, 0, { name: 'Root Entry', type: 5, child: 1, start: ENDOFCHAIN, size: 0 });
  entry(dir, 1, { name: 'WordDocument', type: 2, left: 2, start: wordStart, size: word.length });
  entry(dir, 2, { name: '1Table', type: 2, start: tableStart, size: table.length });
  entry(dir, 3, { name: '', type: 0, start: 0, size: 0 });

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(0x1000, 56); // mini stream cutoff
  header.writeUInt32LE(ENDOFCHAIN, 60);
  header.writeUInt32LE(ENDOFCHAIN, 68);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREESECT, 76 + i * 4);

  return Buffer.concat([header, fat, dir, word, table]);
}

function entry(dir: Buffer, i: number, e: { name: string; type: number; left?: number; right?: number; child?: number; start: number; size: number }) {
  const o = i * 128;
  if (e.name) {
    Buffer.from(`${e.name}\0`, 'utf16le').copy(dir, o);
    dir.writeUInt16LE((e.name.length + 1) * 2, o + 64);
  }
  dir.writeUInt8(e.type, o + 66);
  dir.writeUInt8(1, o + 67);
  dir.writeUInt32LE(e.left ?? NOSTREAM, o + 68);
  dir.writeUInt32LE(e.right ?? NOSTREAM, o + 72);
  dir.writeUInt32LE(e.child ?? NOSTREAM, o + 76);
  dir.writeUInt32LE(e.start >>> 0, o + 116);
  dir.writeUInt32LE(e.size, o + 120);
}

const roundUp = (n: number, m: number) => Math.ceil(n / m) * m;
