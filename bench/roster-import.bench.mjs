// Roster import at district scale: the generated OneRoster 1.1 zip of 50,000 students, 60 schools and
// 300 staff (scripts/make-roster-sample.mjs --bench) uploaded and imported through the BUILT roster service's use
// cases (RosterImportsService) on real SQLite in a temp DATA_DIR with the durable local bus, phase by phase:
//   preview    the dry run into an empty district (reads the blob, parses, plans, keeps the import)
//   apply      applying it (reads and plans again, then one transaction: accounts, enrollments, staff, outbox)
//   relay      the outbox relay publishing the apply's events to the durable bus (in the service it runs in
//              the background after the apply; here it is deferred, so each is timed on its own)
//   rePreview  a new upload of the unchanged file, previewed: everything unchanged
//   reApply    applying that: no roster change and no events but the import's own (for the audit log)
// against the baseline: reading the same uploaded blob through the service's own reader (parseRosterFile,
// spilled under DATA_DIR) and nothing else. Each as wall and CPU time (medians of BENCH_RUNS, default 3, after
// a warm-up), rows per second (rows = the people in the file), peak RSS (each phase once more in a fresh
// process, on a DATA_DIR brought to the state before it), and the ratio of its CPU time to the baseline's.
// No pass/fail target: the ratios are the report (BENCH_STRICT does not apply).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { makeRosterBenchFiles, measure, peakRssInChild } from './roster-parse.bench.mjs';
import { PHASES, openDistrict } from './support/roster-import-district.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const driver = fileURLToPath(new URL('./support/roster-import-district.mjs', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const LABELS = {
  parse: 'baseline: parse the uploaded file only',
  preview: 'preview (dry run), empty district',
  apply: 'apply, empty district',
  relay: 'relay the apply\'s events to the bus',
  rePreview: 'preview of the unchanged file',
  reApply: 'apply of the unchanged file',
};

/** A fresh district in its own DATA_DIR with the file uploaded twice (the import, then the re-import). */
async function preparedDistrict(dir, zipPath) {
  const dataDir = mkdtempSync(path.join(dir, 'data-'));
  const d = await openDistrict(dataDir);
  const u = { uploadId: await d.upload(zipPath), reUploadId: await d.upload(zipPath) };
  return { d, u };
}

async function main() {
  const t0 = performance.now();
  const files = await makeRosterBenchFiles();
  console.log(`generated ${files.students.toLocaleString('en-US')} students, ${files.schools} schools, ${files.counselors + files.admins} staff in ${Math.round(performance.now() - t0)} ms`);
  const results = [];
  const districts = [];
  try {
    // One district per timed run of each phase (the warm-up included): phase k of run i continues district i.
    for (let i = 0; i <= RUNS; i++) districts.push(await preparedDistrict(files.dir, files.zipPath));
    const probe = districts[0];
    const upload = await probe.d.imports.uploads.ledger.getUpload(probe.u.uploadId);
    const people = (await probe.d.readFile((await probe.d.blobs.get(upload.blobId)).stream, 'ONEROSTER_ZIP')).people.length;
    console.log(`${people.toLocaleString('en-US')} people in the file; ${RUNS} runs after a warm-up, medians`);

    // Memory: a district of its own, brought through the phases one fresh process each (state passed on disk).
    const memDir = mkdtempSync(path.join(files.dir, 'mem-'));
    const mem = await openDistrict(memDir);
    const memU = { uploadId: await mem.upload(files.zipPath), reUploadId: await mem.upload(files.zipPath) };
    await mem.close();

    for (const [name, run] of Object.entries(PHASES)) {
      let next = 0;
      // The baseline reads the first district's upload every time; each other phase takes the next district.
      const timing = await measure(LABELS[name], people, () => {
        const { d, u } = name === 'parse' ? districts[0] : districts[next++];
        return run(d, u, people);
      }, RUNS);
      const memory = peakRssInChild(driver, [name, memDir, memU.uploadId, memU.reUploadId, String(people)]);
      results.push({ phase: name, ...timing, ...memory });
      console.log(`  ${name}: ${timing.cpuMs} ms CPU, ${timing.medianMs} ms wall, peak RSS ${memory.peakRssMB} MB`);
    }
  } finally {
    for (const { d } of districts) await d.close().catch(() => undefined);
    rmSync(files.dir, { recursive: true, force: true });
  }

  const base = results.find((r) => r.phase === 'parse');
  for (const r of results) {
    r.cpuVsParse = +(r.cpuMs / base.cpuMs).toFixed(2);
    r.wallVsParse = +(r.medianMs / base.medianMs).toFixed(2);
  }
  console.table(results.map(({ label, medianMs, cpuMs, rowsPerSecond, rowsPerCpuSecond, peakRssMB, peakRssRiseMB, cpuVsParse, wallVsParse }) =>
    ({ label, wallMs: medianMs, cpuMs, rowsPerSecond, rowsPerCpuSecond, peakRssMB, peakRssRiseMB, cpuVsParse, wallVsParse })));
  const by = (phase) => results.find((r) => r.phase === phase);
  console.log('Ratios of CPU time (medians) to parsing the same file in the same run:');
  console.log(`preview ${by('preview').cpuVsParse}x, apply ${by('apply').cpuVsParse}x (+ relay ${by('relay').cpuVsParse}x), `
    + `re-import of the unchanged file: preview ${by('rePreview').cpuVsParse}x, apply ${by('reApply').cpuVsParse}x`);
  console.log(`peak RSS: parse ${base.peakRssMB} MB, preview ${by('preview').peakRssMB} MB, apply ${by('apply').peakRssMB} MB, relay ${by('relay').peakRssMB} MB, `
    + `re-preview ${by('rePreview').peakRssMB} MB, re-apply ${by('reApply').peakRssMB} MB`);
  mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'test-artifacts', 'bench', 'roster-import.json'), JSON.stringify({ results, runs: RUNS, at: new Date().toISOString() }, null, 2));
}

await main();
