// Roster file reading at district scale: the generated OneRoster 1.1 zip of 50,000 students, 60 schools and
// 300 staff (scripts/make-roster-sample.mjs --bench), read by the roster service's parser
// (parseRosterFile, streaming: yauzl + csv-parse, then the mapping and row checks) and planned against an
// empty district (planImport, pure). Each is reported as rows per second (wall and CPU time, medians) and
// peak RSS (each case once more in a fresh process), against two baselines measured in the same run on the
// same file: inflating the zip's entries and discarding the bytes, and csv-parse over the same entries with no
// mapping. The Counsel CSV of the same people is measured against csv-parse over that file.
//
// To extend (dry run and apply through the service): import { makeRosterBenchFiles, measure } from this file;
// running it directly prints the table and writes test-artifacts/bench/roster-parse.json.
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { writeBenchRoster } from '../scripts/make-roster-sample.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roster = path.join(root, 'services', 'roster');
// The service's own copies of the libraries, so the baselines run the same versions as the parser.
const requireFromRoster = createRequire(path.join(roster, 'package.json'));
const yauzl = requireFromRoster('yauzl');
const { parse } = requireFromRoster('csv-parse');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

/** Writes the benchmark roster (zip and Counsel CSV) into a temp dir: { zipPath, csvPath, dir, students, … }. */
export async function makeRosterBenchFiles() {
  const written = await writeBenchRoster();
  return { ...written, dir: path.dirname(written.zipPath) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Times fn: a warm-up, then RUNS runs; the medians count. `rows` is how many rows one run handles. Both wall
 * time and this process's CPU time are kept: on a shared machine the wall time swings with the load, and the
 * CPU time (the ratios use it) much less.
 */
export async function measure(label, rows, fn, runs = RUNS) {
  await fn();
  const wall = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    gc();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const ms = median(wall);
  const cpuMs = median(cpu);
  return { label, rows, medianMs: Math.round(ms), cpuMs: Math.round(cpuMs), rowsPerSecond: Math.round(rows / (ms / 1000)), rowsPerCpuSecond: Math.round(rows / (cpuMs / 1000)) };
}

/**
 * Peak memory of one case, in a fresh process (in this one, the heap the earlier runs grew hides it): the
 * child's peak RSS, and its rise above the RSS it had once the modules were loaded.
 */
export function peakRssInChild(script, args) {
  const r = spawnSync(process.execPath, [script, '--case', ...args], { encoding: 'utf8', maxBuffer: 16 * MB });
  if (r.status !== 0) throw new Error(`memory run ${args[0]} failed: ${r.stderr}`);
  const { idleKB, peakKB } = JSON.parse(r.stdout.trim().split('\n').pop());
  return { peakRssMB: +(peakKB / 1024).toFixed(1), peakRssRiseMB: +((peakKB - idleKB) / 1024).toFixed(1) };
}

/** Streams the named entries of a zip one after the other into `consume` (a function returning a Writable-ending promise). */
function eachEntry(zipPath, names, consume) {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err) return reject(err);
      const wanted = new Map();
      zip.on('entry', (e) => { if (names.includes(e.fileName)) wanted.set(e.fileName, e); zip.readEntry(); });
      zip.on('error', reject);
      zip.on('end', async () => {
        try {
          for (const name of names) {
            const stream = await new Promise((res, rej) => zip.openReadStream(wanted.get(name), (e, s) => (e ? rej(e) : res(s))));
            await consume(stream);
          }
          zip.close();
          resolve();
        } catch (e) {
          zip.close();
          reject(e);
        }
      });
      zip.readEntry();
    });
  });
}

const discard = (stream) => pipeline(stream, new Writable({ write(_c, _e, cb) { cb(); } }));
async function csvRows(stream) {
  let n = 0;
  for await (const _record of stream.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }))) n++;
  return n;
}

const loadParser = async () => ({
  ...(await import(path.join(roster, 'dist', 'domain', 'roster-file', 'index.js'))),
  ...(await import(path.join(roster, 'dist', 'domain', 'import-plan.js'))),
});

/** The cases: label, which row count they handle, and one run (files = { zipPath, csvPath }, m = the parser's modules). */
const CASES = {
  inflate: { label: 'baseline: inflate the zip entries, discard', rows: 'zip', run: (f) => eachEntry(f.zipPath, ['orgs.csv', 'users.csv'], discard) },
  csvParseZip: { label: 'baseline: csv-parse the zip entries, no mapping', rows: 'zip', run: (f) => eachEntry(f.zipPath, ['orgs.csv', 'users.csv'], csvRows) },
  parseZip: { label: 'parseRosterFile OneRoster zip (path)', rows: 'zip', run: (f, m) => m.parseRosterFile('ONEROSTER_ZIP', { path: f.zipPath }) },
  parseZipStream: { label: 'parseRosterFile OneRoster zip (stream, spilled)', rows: 'zip', run: (f, m) => m.parseRosterFile('ONEROSTER_ZIP', { stream: createReadStream(f.zipPath) }) },
  plan: {
    label: 'parse + planImport into an empty district', rows: 'people',
    run: async (f, m) => m.planImport(await m.parseRosterFile('ONEROSTER_ZIP', { path: f.zipPath }), { schools: [], people: [] }),
  },
  csvParseCsv: { label: 'baseline: csv-parse the Counsel CSV, no mapping', rows: 'csv', run: (f) => csvRows(createReadStream(f.csvPath)) },
  parseCsv: { label: 'parseRosterFile Counsel CSV (stream)', rows: 'csv', run: (f, m) => m.parseRosterFile('COUNSEL_CSV', { stream: createReadStream(f.csvPath) }) },
};

/** `--case <name> <zipPath> <csvPath>`: runs one case once and prints its memory, for peakRssInChild. */
async function runCase([name, zipPath, csvPath]) {
  const m = await loadParser();
  const idleKB = process.resourceUsage().maxRSS;
  await CASES[name].run({ zipPath, csvPath }, m);
  console.log(JSON.stringify({ idleKB, peakKB: process.resourceUsage().maxRSS }));
}

async function main() {
  const m = await loadParser();
  const t0 = performance.now();
  const files = await makeRosterBenchFiles();
  console.log(`generated ${files.students.toLocaleString('en-US')} students, ${files.schools} schools, ${files.counselors + files.admins} staff in ${Math.round(performance.now() - t0)} ms`);
  const results = [];
  try {
    // Rows read: orgs.csv and users.csv of the zip, the Counsel CSV, headers excluded; people = what parsing keeps.
    let zip = 0;
    await eachEntry(files.zipPath, ['orgs.csv', 'users.csv'], async (s) => { zip += await csvRows(s); });
    const parsed = await m.parseRosterFile('ONEROSTER_ZIP', { path: files.zipPath });
    if (parsed.rejected.length) throw new Error(`the bench file has ${parsed.rejected.length} rejected rows: ${JSON.stringify(parsed.rejected.slice(0, 3))}`);
    const rows = { zip, csv: await csvRows(createReadStream(files.csvPath)), people: parsed.people.length };
    const script = fileURLToPath(import.meta.url);
    for (const [name, c] of Object.entries(CASES)) {
      const timing = await measure(c.label, rows[c.rows], () => c.run(files, m));
      results.push({ ...timing, ...peakRssInChild(script, [name, files.zipPath, files.csvPath]) });
    }
  } finally {
    rmSync(files.dir, { recursive: true, force: true });
  }

  console.table(results);
  const by = (prefix) => results.find((r) => r.label.startsWith(prefix));
  const ratio = (a, b) => +(by(a).cpuMs / by(b).cpuMs).toFixed(2);
  const ratios = {
    zipParseVsInflate: ratio('parseRosterFile OneRoster zip (path)', 'baseline: inflate'),
    zipParseVsCsvParse: ratio('parseRosterFile OneRoster zip (path)', 'baseline: csv-parse the zip'),
    zipStreamVsPath: ratio('parseRosterFile OneRoster zip (stream', 'parseRosterFile OneRoster zip (path)'),
    planVsParse: ratio('parse + planImport', 'parseRosterFile OneRoster zip (path)'),
    counselCsvVsCsvParse: ratio('parseRosterFile Counsel CSV', 'baseline: csv-parse the Counsel CSV'),
  };
  console.log('Ratios of CPU time (medians), same file, same run:');
  console.log(`OneRoster zip: parsing takes ${ratios.zipParseVsInflate}x the time to inflate its entries and ${ratios.zipParseVsCsvParse}x csv-parse alone; `
    + `from a stream (spilled to disk) ${ratios.zipStreamVsPath}x from a path; parse + plan ${ratios.planVsParse}x parse`);
  console.log(`Counsel CSV: parsing takes ${ratios.counselCsvVsCsvParse}x csv-parse alone`);
  console.log(`peak RSS: parse ${by('parseRosterFile OneRoster zip (path)').peakRssMB} MB vs csv-parse alone ${by('baseline: csv-parse the zip').peakRssMB} MB (the parsed roster itself is held in memory; the file never is)`);
  mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'test-artifacts', 'bench', 'roster-parse.json'), JSON.stringify({ results, ratios, at: new Date().toISOString() }, null, 2));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--case');
  await (i === -1 ? main() : runCase(process.argv.slice(i + 1)));
}
