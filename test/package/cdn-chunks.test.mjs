// The CDN chunks as the browser meets them: an on-demand chunk is fetched together with the chunks it imports
// statically (build/cdn.mjs parallelDynamicImports), so a part costs one round trip, not one per import level.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { ROOT } from './helpers.mjs';

const DIR = join(ROOT, 'dist/chunks');
const chunks = new Map(
  readdirSync(DIR)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, readFileSync(join(DIR, name), 'utf8')]),
);

/** The chunks a chunk imports statically (`import … from"./x.js"`, `import"./x.js"`). */
const staticImports = (code) =>
  [...code.matchAll(/(?:^|[;\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);

/** Each dynamic import site: the chunk it asks for and what else is fetched with it. */
function dynamicImportSites(code) {
  const sites = [];
  for (const match of code.matchAll(/Promise\.all\(\[((?:import\("\.\/[^"]+"\),?)+)\]\)/g)) {
    const [target, ...withIt] = [...match[1].matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => m[1]);
    sites.push({ target, withIt });
  }
  for (const match of code.matchAll(/(?<!Promise\.all\(\[(?:import\("[^"]+"\),?)*)import\("\.\/([^"]+)"\)/g)) {
    if (!sites.some((site) => site.target === match[1] || site.withIt.includes(match[1])))
      sites.push({ target: match[1], withIt: [] });
  }
  return sites;
}

describe('CDN chunks', () => {
  const main = [...chunks.keys()].find((name) => name.startsWith('live-board-'));

  it('are built', () => {
    assert.ok(main, 'dist/chunks/live-board-*.js is missing: run `npm run build` first');
    assert.ok(chunks.size > 10);
  });

  it('fetch each on-demand chunk together with the chunks it imports statically', () => {
    let checked = 0;
    for (const [name, code] of chunks) {
      for (const { target, withIt } of dynamicImportSites(code)) {
        assert.ok(chunks.has(target), `${name} imports a missing ${target}`);
        const needed = staticImports(chunks.get(target)).filter((dep) => dep !== name);
        assert.deepEqual([...withIt].sort(), [...needed].sort(), `${name} → ${target}`);
        checked += 1;
      }
    }
    assert.ok(checked >= 10, `only ${checked} dynamic imports found`);
  });

  it('fetch the greeting card, on the first screen, with the main chunk: the loader names its one chunk', () => {
    const loader = readFileSync(join(ROOT, 'dist/live-board.js'), 'utf8');
    const named = [...loader.matchAll(/"chunks\/([\w-]+\.js)"/g)].map((m) => m[1]);
    const parts = named.find((name) => name.startsWith('first-parts-'));
    assert.ok(parts, `the loader requests the first screen's parts: ${named.join(', ')}`);
    assert.ok(named.includes(main), 'and the main chunk');
    assert.match(chunks.get(parts), /lb-greeting/, 'the parts chunk holds the greeting card');
    // Everything the greeting needs that the main chunk lacks is in that one file: no round trip after it.
    assert.deepEqual(
      staticImports(chunks.get(parts)).filter((name) => name !== main),
      [],
    );
  });
});
