/**
 * The catalog's own SQLite file (`colleges-catalog.sqlite`), apart from the lists' (`colleges.sqlite`), so the
 * two halves of the service never share migrations. The searchable words are the shared tokens of
 * domain/catalog-text.ts, stored normalized, so FTS5's tokenizer only splits on spaces. The state code has
 * a column of its own: it matches only exactly (a two-letter word would otherwise be a typo of many).
 */
export const catalogMigrations: readonly string[] = [
  `CREATE TABLE colleges (
     id INTEGER PRIMARY KEY,
     unitid TEXT NOT NULL UNIQUE,
     name_norm TEXT NOT NULL,
     place_words TEXT NOT NULL,
     state_code TEXT NOT NULL,
     state TEXT NOT NULL,
     control TEXT NOT NULL,
     test_policy TEXT,
     undergrads INTEGER,
     admission_rate REAL,
     net_price INTEGER,
     doc TEXT NOT NULL
   );
   CREATE INDEX colleges_state ON colleges (state, undergrads);
   CREATE VIRTUAL TABLE colleges_fts USING fts5(
     name_norm, place_words, state_code, content = 'colleges', content_rowid = 'id', tokenize = 'unicode61', prefix = '2 3'
   );
   CREATE VIRTUAL TABLE colleges_vocab USING fts5vocab(colleges_fts, 'col');
   CREATE TABLE catalog_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
];
