/**
 * `reporting-history.sqlite`: the past classes' outcomes (anonymous, by the outcomes service's id) and what they add up
 * to per school, class, college and result, with the district's ('*'), every class's (-1) and every college's ('*')
 * slices. A file of its own beside the read model's, so the two evolve apart.
 */
export const outcomeHistoryMigrations = [
  `CREATE TABLE outcome_facts (
     outcome_id TEXT PRIMARY KEY, school_id TEXT NOT NULL, class_year INTEGER NOT NULL, college_id TEXT NOT NULL,
     result TEXT NOT NULL, at TEXT NOT NULL
   );
   CREATE TABLE outcome_counts (
     school_id TEXT NOT NULL, class_year INTEGER NOT NULL, college_id TEXT NOT NULL, result TEXT NOT NULL, n INTEGER NOT NULL,
     PRIMARY KEY (school_id, class_year, college_id, result)
   ) WITHOUT ROWID;
   CREATE TABLE college_names (college_id TEXT PRIMARY KEY, name TEXT NOT NULL);
   CREATE TABLE history_freshness (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL);`,
];
