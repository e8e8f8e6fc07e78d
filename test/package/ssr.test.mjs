// The npm entries in plain Node, the way a server renderer (Next.js, Remix, Astro) imports them: no window, no
// document, no customElements. Each import runs in a fresh process so module caches do not hide anything.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';

import { NPM_DIR, requireBuild, ROOT } from './helpers.mjs';

/** Browser globals a module might reach for at import time. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'customElements',
  'navigator',
  'location',
  'history',
  'HTMLElement',
  'localStorage',
  'sessionStorage',
  'self',
  'requestAnimationFrame',
  'matchMedia',
  'addEventListener',
  'CSSStyleSheet',
];

/**
 * Imports `entry` in a new Node process whose browser globals are getters that record who read them (and give
 * `undefined`, as on a server). Returns the exports' names and the globals read from the package's own files.
 */
function importInNode(entry) {
  const script = `
    const touched = [];
    for (const name of ${JSON.stringify(BROWSER_GLOBALS)}) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          const caller = new Error().stack.split('\\n')[2] ?? '';
          if (caller.includes(${JSON.stringify(NPM_DIR)})) touched.push(name);
          return undefined;
        },
      });
    }
    const module = await import(${JSON.stringify(join(NPM_DIR, entry))});
    console.log(JSON.stringify({ exports: Object.keys(module).sort(), touched }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output);
}

describe('the npm entries on a server', () => {
  before(requireBuild);

  it('imports `live-board` without touching any browser global', () => {
    const { exports, touched } = importInNode('index.js');
    assert.deepEqual(touched, []);
    for (const name of ['ATTR', 'EVENT', 'TAG_NAME', 'defineLiveBoard', 'getLiveBoardElement', 'ApiError']) {
      assert.ok(exports.includes(name), `${name} is exported`);
    }
  });

  it('imports `live-board/react` without touching any browser global', () => {
    const { exports, touched } = importInNode('react.js');
    assert.deepEqual(exports, ['LiveBoard']);
    assert.deepEqual(touched, []);
  });

  it('imports `live-board/element` on a server as a no-op: it only checks that customElements exists', () => {
    const { exports, touched } = importInNode('element.js');
    assert.deepEqual(exports, ['defineLiveBoard']);
    assert.deepEqual(touched, ['customElements']);
  });

  it('renders <LiveBoard> to HTML on a server, attributes included', () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      const { LiveBoard } = await import(${JSON.stringify(join(NPM_DIR, 'react.js'))});
      console.log(renderToString(createElement(LiveBoard, { boardSlug: 'acme-launch', routing: 'memory', pingInterval: 8000 })));
    `;
    const html = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    assert.equal(html, '<live-board board-slug="acme-launch" routing="memory" ping-interval="8000"></live-board>');
  });
});

describe('the npm files', () => {
  before(requireBuild);

  const jsFiles = () =>
    readdirSync(NPM_DIR, { recursive: true })
      .filter((file) => String(file).endsWith('.js'))
      .map((file) => [String(file), readFileSync(join(NPM_DIR, String(file)), 'utf8')]);

  it("starts live-board/react with the 'use client' directive, and only that entry", () => {
    const directive = /^["']use client["'];/;
    assert.match(readFileSync(join(NPM_DIR, 'react.js'), 'utf8'), directive);
    for (const [file, code] of jsFiles().filter(([file]) => file !== 'react.js')) {
      assert.doesNotMatch(code, directive, file);
    }
  });

  it('imports no file of the package only for its side effects (package.json declares only element.js as having any)', () => {
    // A bundler honouring `sideEffects` drops `import "./chunk.js"`; code that must run has to be imported by name.
    for (const [file, code] of jsFiles()) {
      assert.doesNotMatch(code, /(?:^|[;}\s])import\s*["']\.{1,2}\//, file);
    }
  });

  it('leaves React, react-dom and every runtime dependency to the consumer', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const allCode = jsFiles()
      .filter(([file]) => !file.startsWith('server-chunks'))
      .map(([, code]) => code)
      .join('\n');
    assert.doesNotMatch(
      allCode,
      /react\.transitional\.element|__SECRET_INTERNALS|useSyncExternalStoreWithSelector/,
      'React is bundled',
    );
    assert.match(allCode, /from\s*["']react["']/);
    assert.match(allCode, /from\s*["']@r2wc\/react-to-web-component["']/);
    assert.deepEqual(
      Object.keys(pkg.peerDependencies)
        .filter((name) => !name.startsWith('@types/'))
        .sort(),
      ['react', 'react-dom'],
    );
    assert.equal(pkg.dependencies.react, undefined);
  });

  it('renders first screens with a copy of React of its own, which no host bundler can swap for another', () => {
    // (A host's server bundle may alias `react` and not `react-dom/server`: two Reacts, "reading 'useRef'" of null.)
    const server = jsFiles().filter(([file]) => file.startsWith('server-chunks'));
    assert.ok(server.length > 0);
    for (const [file, code] of server) {
      assert.doesNotMatch(code, /from\s*["'](?:react|react-dom|@preact\/signals-react|wouter)(?:\/[^"']*)?["']/, file);
    }
    assert.match(server.map(([, code]) => code).join('\n'), /react\.transitional\.element/);
  });
});
