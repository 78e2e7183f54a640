import iconv from 'iconv-lite';

// A district's roster as SIS exports and spreadsheets write it: the same names in the encodings Counsel reads.
const HEADER = 'role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email';

/** Names a Western European code page (Windows-1252) can hold: accents, ñ, ü, and ’ (0x92, a C1 byte in Latin-1). */
export const WESTERN_ROWS = [
  'counselor,E1,Renée,O’Brien,renee@district.org,North High,480000000001,,',
  'student,E2,José,Núñez,jose@district.org,North High,480000000001,9,renee@district.org',
  'student,E3,Zoë,Müller,zoe@district.org,North High,480000000001,10,',
];
/** Names only Unicode holds (Vietnamese, Chinese, macrons). */
export const WORLD_ROWS = [
  'counselor,W1,Ánh,Nguyễn,anh@district.org,North High,480000000001,,',
  'student,W2,陈,Wei,chen@district.org,North High,480000000001,11,anh@district.org',
  'student,W3,Zoë,Ōtsuka,otsuka@district.org,North High,480000000001,12,',
];

const csv = (rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;

/** The Counsel CSV a spreadsheet's plain "CSV" writes: Windows-1252. */
export const counselCsv1252 = (rows = WESTERN_ROWS) => iconv.encode(csv(rows), 'windows1252');
/** Spreadsheets' "Unicode text": UTF-16LE with its byte-order mark. */
export const counselCsvUtf16 = (rows = WORLD_ROWS) => iconv.encode(csv(rows), 'utf16le', { addBOM: true });
/** A file no encoding reads: UTF-8 with a damaged byte (0x81: no UTF-8 lead byte, undefined in Windows-1252) on line 3. */
export const counselCsvInvalid = () => {
  const good = Buffer.from(csv(WESTERN_ROWS.slice(0, 1)), 'utf8');
  const bad = Buffer.concat([Buffer.from('student,X1,Jos', 'utf8'), Buffer.from([0x81]), Buffer.from(',Bad,x1@district.org,North High,480000000001,9,\r\n')]);
  return Buffer.concat([good, bad]);
};

/** OneRoster files whose users.csv is in Windows-1252 (orgs.csv is plain ASCII, so UTF-8 as well); other people than the CSVs'. */
export const oneRoster1252Entries = () => ({
  'orgs.csv': 'sourcedId,name,type,identifier\r\nd1,District,district,\r\ns9,East High,school,480000000009\r\n',
  'users.csv': iconv.encode(
    'sourcedId,status,enabledUser,orgSourcedIds,role,givenName,familyName,email,agentSourcedIds,grades\r\n'
    + 'c9,active,true,s9,counselor,Inès,Gonçalves,ines@east.example,,\r\n'
    + 'u9,active,true,s9,student,François,Lefèvre,francois@east.example,c9,09\r\n',
    'windows1252',
  ),
});
