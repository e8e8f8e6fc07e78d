// @vitest-environment node
/**
 * The committed translations stay in step with the code: `locales/xliff` lists exactly the messages `msg()` has
 * in src/i18n (run `npm run i18n:extract` after changing one), and `src/i18n/generated` is what
 * `npm run i18n:build` makes of the XLIFF files. Both are re-made in a temporary folder and compared.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONFIG = JSON.parse(readFileSync(join(ROOT, 'locales/lit-localize.json'), 'utf8')) as {
  targetLocales: string[];
  [key: string]: unknown;
};
const work = mkdtempSync(join(tmpdir(), 'live-board-i18n-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs lit-localize `command` with the project's config, its outputs moved under the temporary folder. */
function litLocalize(command: 'extract' | 'build', xliffDir: string, outputDir: string): void {
  const config = {
    ...CONFIG,
    tsConfig: join(ROOT, 'locales/tsconfig.json'),
    output: { mode: 'runtime', outputDir, localeCodesModule: join(outputDir, 'locale-codes.ts') },
    interchange: { format: 'xliff', xliffDir },
  };
  const path = join(work, `${command}.json`);
  writeFileSync(path, JSON.stringify(config));
  execFileSync(process.execPath, [join(ROOT, 'node_modules/@lit/localize-tools/bin/lit-localize.js'), command, '--config', path], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}

const units = (xml: string) => [...xml.matchAll(/<trans-unit id="([^"]+)">\s*<source>([\s\S]*?)<\/source>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the committed translations', () => {
  it('list exactly the messages of src/i18n', { timeout: 60_000 }, () => {
    const xliffDir = join(work, 'xliff');
    litLocalize('extract', xliffDir, join(work, 'unused'));
    const extracted = units(readFileSync(join(xliffDir, `${CONFIG.targetLocales[0]}.xlf`), 'utf8'));
    expect(extracted.length).toBeGreaterThan(150);
    for (const locale of CONFIG.targetLocales) {
      const committed = units(readFileSync(join(ROOT, 'locales/xliff', `${locale}.xlf`), 'utf8'));
      expect(committed, `${locale}.xlf is behind src/i18n: run npm run i18n:extract`).toEqual(extracted);
    }
  });

  it('are what src/i18n/generated holds', { timeout: 60_000 }, () => {
    const outputDir = join(work, 'generated');
    litLocalize('build', join(ROOT, 'locales/xliff'), outputDir);
    const made = readdirSync(outputDir).sort();
    expect(readdirSync(join(ROOT, 'src/i18n/generated')).sort()).toEqual(made);
    for (const file of made) {
      expect(readFileSync(join(ROOT, 'src/i18n/generated', file), 'utf8'), `${file} is stale: run npm run i18n:build`).toBe(
        readFileSync(join(outputDir, file), 'utf8'),
      );
    }
  });
});
