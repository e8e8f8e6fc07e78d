// `npm pack` output as a consumer gets it: installed into a fresh folder, imported at runtime, and its types
// checked by `tsc` on a consumer file that uses the element, its events, `<LiveBoard>` and `<live-board>` in JSX.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { APP_TSX, ELEMENT_TS, tsconfig, WRONG_TS } from './consumer-files.mjs';
import { requireBuild, ROOT } from './helpers.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const rootPkgLock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

/** Runs tsc in the consumer folder; returns its exit code and output. */
function tsc(cwd, project) {
  const result = spawnSync(process.execPath, [TSC, '-p', project], { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the npm package', { timeout: 240_000 }, () => {
  let work;
  let consumer;
  let packed;

  before(() => {
    requireBuild();
    work = mkdtempSync(join(tmpdir(), 'live-board-pack-'));
    const [info] = JSON.parse(
      execFileSync(NPM, ['pack', '--json', '--pack-destination', work, '--loglevel=error'], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    );
    packed = info;
    consumer = join(work, 'consumer');
    execFileSync('mkdir', [consumer]);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    // The same @types/react the repo uses; --prefer-offline takes everything from the npm cache `npm ci` filled.
    const typesReact = rootPkgLock.packages['node_modules/@types/react'].version;
    execFileSync(
      NPM,
      [
        'install',
        join(work, packed.filename),
        `@types/react@${typesReact}`,
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--no-package-lock',
        '--loglevel=error',
      ],
      { cwd: consumer, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    writeFileSync(join(consumer, 'element.ts'), ELEMENT_TS);
    writeFileSync(join(consumer, 'app.tsx'), APP_TSX);
    writeFileSync(join(consumer, 'wrong.ts'), WRONG_TS);
    writeFileSync(join(consumer, 'tsconfig.bundler.json'), tsconfig('Bundler', ['element.ts', 'app.tsx']));
    writeFileSync(join(consumer, 'tsconfig.nodenext.json'), tsconfig('NodeNext', ['element.ts', 'app.tsx']));
    writeFileSync(join(consumer, 'tsconfig.wrong.json'), tsconfig('Bundler', ['wrong.ts']));
  });

  after(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('packs the npm builds, the loader, the manifest and package.json, and no sources, tests or demo', () => {
    const files = packed.files.map((file) => file.path);
    for (const file of [
      'package.json',
      'dist/npm/index.js',
      'dist/npm/index.d.ts',
      'dist/npm/element.js',
      'dist/npm/element.d.ts',
      'dist/npm/react.js',
      'dist/npm/react.d.ts',
      'dist/npm/server.js',
      'dist/npm/server.d.ts',
      'dist/npm/worker.d.ts',
      'dist/worker/first-screen.js',
      'dist/npm/loader.d.ts',
      'dist/live-board.js',
      'dist/custom-elements.json',
    ]) {
      assert.ok(files.includes(file), `${file} is packed`);
    }
    const stray = files.filter((file) => /^(src|test|demo|build|scripts|bench)\/|^dist\/demo\//.test(file));
    assert.deepEqual(stray, []);
    for (const target of Object.values(pkg.exports).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    )) {
      assert.ok(files.includes(target.replace(/^\.\//, '')), `exports target ${target} is packed`);
    }
  });

  it('renders a board’s first screen in Node with live-board/server, from the first round’s answers', async () => {
    const { createApp } = await import('../../demo/server/app.ts');
    const { app } = createApp({ dataDir: mkdtempSync(join(tmpdir(), 'live-board-pack-ssr-')) });
    const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
    const get = async (path, init = {}) =>
      (await app.request(`http://api.example.test${path}`, { ...init, headers })).json();
    const answers = {
      board: await get('/live_board/v1/boards/acme-launch/'),
      campaign: await get('/live_board/v2/boards/acme-launch/campaign'),
      categories: await get('/live_board/v2/boards/acme-launch/categories'),
      items: await get('/live_board/v2/boards/acme-launch/items', {
        method: 'POST',
        body: JSON.stringify({ category: null, search: '', page: 1, per_page: 48 }),
      }),
      liveEvent: await get('/live_board/v2/boards/acme-launch/live_event'),
      presenter: await get('/live_board/v1/boards/acme-launch/presenter'),
    };
    const leading = answers.campaign.items.leading_item.id;
    answers.itemsPresence = await get(`/live_board/v2/boards/acme-launch/items_presence?leading_item_id=${leading}`);
    writeFileSync(join(consumer, 'answers.json'), JSON.stringify(answers));
    const script = `
      import { readFileSync } from 'node:fs';
      import { renderFirstScreen } from 'live-board/server';
      const answers = JSON.parse(readFileSync('answers.json', 'utf8'));
      const result = await renderFirstScreen({ answers, apiOrigin: 'http://api.example.test' });
      console.log(JSON.stringify({ rendered: result.rendered, tiles: (result.html.match(/part="tile"/g) ?? []).length,
        css: result.css.length > 1000, window: typeof window }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: consumer,
      encoding: 'utf8',
    });
    const result = JSON.parse(output.trim().split('\n').pop());
    assert.equal(result.rendered, true);
    assert.ok(result.tiles >= 12, `${result.tiles} tiles`);
    assert.equal(result.css, true);
    assert.equal(result.window, 'undefined');
  });

  it('answers a first screen with live-board/worker, the packed Worker module, in front of an API', () => {
    // (answers.json: the round the test above wrote.) The API answers from it; the cache keeps entries in a Map.
    const script = `
      import { readFileSync } from 'node:fs';
      import worker, { firstScreenWorker } from 'live-board/worker';
      const answers = JSON.parse(readFileSync('answers.json', 'utf8'));
      const byPath = { '/': 'board', '/campaign': 'campaign', '/categories': 'categories', '/items': 'items',
        '/live_event': 'liveEvent', '/presenter': 'presenter', '/items_presence': 'itemsPresence' };
      const api = async (input, init) => {
        const { pathname } = new URL(new Request(input, init).url);
        const key = Object.entries(byPath).find(([end]) => pathname.endsWith(end) && pathname.slice(0, -end.length).endsWith('acme-launch'))?.[1];
        return key ? Response.json(answers[key]) : Response.json({ ok: true });
      };
      const entries = new Map();
      const cache = {
        match: async (request) => entries.get(request.url)?.clone(),
        put: async (request, response) => void entries.set(request.url, response),
        delete: async (request) => entries.delete(request.url),
      };
      const edge = firstScreenWorker({ cache: () => cache, fetch: api });
      const env = { LIVE_BOARD_API: 'https://api.example.test' };
      const ask = () => edge.fetch(new Request('https://api.example.test/live_board/v2/boards/acme-launch/first_screen?locale=de'), env, { waitUntil() {} });
      const first = await ask();
      const body = await first.json();
      const second = await ask();
      console.log(JSON.stringify({ status: first.status, cache: [first, second].map((r) => r.headers.get('X-First-Screen-Cache')),
        locale: body.locale, tiles: (body.html.match(/part="tile"/g) ?? []).length, fetch: typeof worker.fetch }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: consumer,
      encoding: 'utf8',
    });
    assert.deepEqual(JSON.parse(output.trim().split('\n').pop()), {
      status: 200,
      cache: ['MISS', 'HIT'],
      locale: 'de-DE',
      tiles: 12,
      fetch: 'function',
    });
  });

  it('is publishable: MIT, not private, and publint finds nothing wrong in the packed tarball', async () => {
    assert.equal(pkg.private, undefined);
    assert.equal(pkg.license, 'MIT');
    assert.match(readFileSync(join(ROOT, 'LICENSE'), 'utf8'), /^MIT License/);
    assert.ok(
      packed.files.some((file) => file.path === 'LICENSE'),
      'LICENSE is packed',
    );
    const { publint } = await import('publint');
    const { formatMessage } = await import('publint/utils');
    const tarball = readFileSync(join(work, packed.filename));
    const result = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'warning',
    });
    const problems = result.messages.map((message) => `${message.type}: ${formatMessage(message, result.pkg)}`);
    console.log(`publint: ${problems.length} errors or warnings`);
    assert.deepEqual(problems, []);
  });

  it('resolves with types for every entry as Are the Types Wrong checks it (ESM-only profile)', () => {
    const attw = join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js');
    const result = spawnSync(
      process.execPath,
      [attw, join(work, packed.filename), '--profile', 'esm-only', '--format', 'table-flipped'],
      {
        encoding: 'utf8',
      },
    );
    console.log(`attw: exit ${result.status}`);
    assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
  });

  it('installs with React as a peer and imports every entry in Node through the exports map', () => {
    const installed = JSON.parse(readFileSync(join(consumer, 'node_modules/live-board/package.json'), 'utf8'));
    assert.equal(installed.version, pkg.version);
    const script = `
      const main = await import('live-board');
      const react = await import('live-board/react');
      const element = await import('live-board/element');
      const manifest = await import('live-board/custom-elements.json', { with: { type: 'json' } });
      console.log([main.TAG_NAME, typeof react.LiveBoard, typeof element.defineLiveBoard, manifest.default.schemaVersion].join(' '));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: consumer,
      encoding: 'utf8',
    });
    assert.equal(output.trim(), 'live-board function function 2.1.0');
  });

  it('type-checks a consumer using the element, its events and <LiveBoard> (moduleResolution Bundler)', () => {
    const { status, output } = tsc(consumer, 'tsconfig.bundler.json');
    assert.equal(status, 0, output);
  });

  it('type-checks the same consumer with moduleResolution NodeNext', () => {
    const { status, output } = tsc(consumer, 'tsconfig.nodenext.json');
    assert.equal(status, 0, output);
  });

  it('reports a wrong detail property: the types are real, not any', () => {
    const { status, output } = tsc(consumer, 'tsconfig.wrong.json');
    assert.notEqual(status, 0);
    assert.match(output, /Property 'itemSlugg' does not exist on type 'ItemEventDetail'/);
  });
});
