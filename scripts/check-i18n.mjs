// `npm run test:i18n`: the committed translations stay in step with the code. `locales/xliff` must list exactly the
// messages `msg()` has in src (after changing one: `npm run i18n:extract`, then translate), and `src/i18n/generated`
// must be what `npm run i18n:build` makes of the XLIFF files. Both are re-made by lit-localize in a temporary
// folder and compared. A stage of its own rather than a unit test: lit-localize compiles the sources with
// TypeScript, which takes seconds on a quiet machine and minutes on a busy one — slower, never a timeout.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CONFIG = JSON.parse(readFileSync(join(ROOT, 'locales/lit-localize.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'live-board-i18n-'));

/** Runs lit-localize `command` with the project's config, its outputs moved under the temporary folder. */
function litLocalize(command, xliffDir, outputDir) {
  const config = {
    ...CONFIG,
    tsConfig: join(ROOT, 'locales/tsconfig.json'),
    output: { mode: 'runtime', outputDir, localeCodesModule: join(outputDir, 'locale-codes.ts') },
    interchange: { format: 'xliff', xliffDir },
  };
  const path = join(work, `${command}.json`);
  writeFileSync(path, JSON.stringify(config));
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/@lit/localize-tools/bin/lit-localize.js'), command, '--config', path],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  );
}

/** The trans-units of an XLIFF file as `id source`, in order. */
const units = (xml) =>
  [...xml.matchAll(/<trans-unit id="([^"]+)">\s*<source>([\s\S]*?)<\/source>/g)].map((m) => `${m[1]} ${m[2]}`);

/** The first difference between two lists, as text; null when they are equal. */
function firstDifference(actual, expected) {
  const length = Math.max(actual.length, expected.length);
  for (let i = 0; i < length; i++) {
    if (actual[i] !== expected[i])
      return `at unit ${i + 1}: committed ${JSON.stringify(actual[i] ?? null)}, expected ${JSON.stringify(expected[i] ?? null)}`;
  }
  return null;
}

const problems = [];
try {
  const xliffDir = join(work, 'xliff');
  litLocalize('extract', xliffDir, join(work, 'unused'));
  const extracted = units(readFileSync(join(xliffDir, `${CONFIG.targetLocales[0]}.xlf`), 'utf8'));
  if (extracted.length < 150) problems.push(`only ${extracted.length} messages extracted: is src/i18n still scanned?`);
  for (const locale of CONFIG.targetLocales) {
    const difference = firstDifference(
      units(readFileSync(join(ROOT, 'locales/xliff', `${locale}.xlf`), 'utf8')),
      extracted,
    );
    if (difference)
      problems.push(`locales/xliff/${locale}.xlf is behind the code (run npm run i18n:extract): ${difference}`);
  }

  const outputDir = join(work, 'generated');
  litLocalize('build', join(ROOT, 'locales/xliff'), outputDir);
  const made = readdirSync(outputDir).sort();
  const committed = readdirSync(join(ROOT, 'src/i18n/generated')).sort();
  if (JSON.stringify(committed) !== JSON.stringify(made)) {
    problems.push(`src/i18n/generated holds ${committed.join(', ')}; lit-localize makes ${made.join(', ')}`);
  }
  for (const file of made) {
    const path = join(ROOT, 'src/i18n/generated', file);
    let text = null;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      // Reported above as a missing file.
    }
    if (text !== null && text !== readFileSync(join(outputDir, file), 'utf8')) {
      problems.push(`src/i18n/generated/${file} is stale: run npm run i18n:build`);
    }
  }
  console.log(
    `i18n: ${extracted.length} messages, ${CONFIG.targetLocales.length} target locales, ${made.length} generated files checked`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const problem of problems) console.error(`i18n: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
