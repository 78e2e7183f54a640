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
  // Outcomes by class read only the every-college rows of a school; through the primary key they read every college's
  // rows of every class (at 100,000 students and 2,000 colleges: some 100,000 rows for the district's 60). The index
  // holds only those rows (a few thousand), so a replay's batch of outcomes writes it a few dozen times among its
  // thousands of bumps, and it covers the query.
  `CREATE INDEX outcome_counts_every_college ON outcome_counts (school_id, class_year, result, n) WHERE college_id = '*';`,
];
