/**
 * The layer order of `src/`, and the ESLint rule that holds the code to it (`layers/order`, on in eslint.config.mjs
 * for `src/` and `embed/`). docs/layout.md explains each layer; this table is the order itself.
 *
 * Layers are listed from the top down. A file may import files of its own layer and of any layer below it, never
 * one above: an arrow up is a lint error. Inside `src/ui` the feature folders have an order of their own, by the
 * same rule. Each layer also names the packages it may import (`packages`), so that "the model is pure: no React,
 * no fetch" is a rule too. The public entry points — the files directly in `src/`, and `embed/` — sit above
 * everything, and nothing inside imports them.
 */
import { relative, sep } from 'node:path';
import { posix } from 'node:path';

/** Packages, by the names the code imports them with (`react-dom/client` counts as `react-dom`). */
const SIGNALS = ['@preact/signals-core'];
const REACT_UI = ['react', 'react-dom', '@preact/signals-core', '@preact/signals-react'];

/**
 * The folders of `src/`, top down. `packages`: what the layer may import besides our own files (a layer below may
 * not import what the one above imports unless listed here too).
 */
export const LAYERS = [
  { name: 'react', what: 'the <LiveBoard> wrapper of live-board/react', packages: ['react'] },
  { name: 'edge', what: 'the first-screen endpoint as a Cloudflare Worker (live-board/worker)', packages: [] },
  {
    name: 'element',
    what: 'the <live-board> custom element and its page-wide state',
    packages: [...REACT_UI, '@r2wc/react-to-web-component'],
  },
  {
    name: 'first-screen',
    what: 'the server-rendered first screen: render, endpoint answers, paint and takeover',
    packages: REACT_UI,
  },
  { name: 'instance', what: 'one board instance, built in stages', packages: SIGNALS },
  {
    name: 'ui',
    what: 'React components and their stylesheets',
    packages: [...REACT_UI, 'wouter', 'dompurify', 'pdfjs-dist', 'valibot'],
  },
  { name: 'tracking', what: 'analytics: event catalogue, delivery queue, sessions, pings', packages: SIGNALS },
  {
    name: 'i18n',
    what: 'every visitor-facing string, locale matching and switching',
    packages: [...SIGNALS, '@lit/localize'],
  },
  { name: 'model', what: 'stores and rules, pure: no React, no fetch', packages: SIGNALS },
  { name: 'router', what: 'route schemes and location sources', packages: ['react', 'wouter'] },
  {
    name: 'api',
    what: 'the HTTP client, one module per resource, the answers’ schemas',
    packages: ['ofetch', 'valibot'],
  },
  { name: 'host', what: 'what host pages share with the board (framed boards)', packages: [] },
  { name: 'base', what: 'names and numbers, and helpers that know nothing of boards', packages: [] },
];

/**
 * The folders of `src/ui`, top down: `(root)` is the board's view and what lists every part (LiveBoardView.tsx,
 * parts.ts, styles.ts); `shared` is what every folder uses (the board's context, stylesheets, icons, links).
 */
export const UI_FOLDERS = [
  '(root)',
  'board',
  'status',
  'sections',
  'items',
  'categories',
  'search',
  'viewer',
  'renderers',
  'actions',
  'gating',
  'locks',
  'live-event',
  'consent',
  'cards',
  'dialogs',
  'forms',
  'shared',
];

/**
 * Imports of a public entry point from inside, allowed by name: the React wrapper loads the server renderer from the
 * package's own `live-board/server` (build/npm.mjs), so that a host's server gets one copy of it.
 */
const ENTRY_IMPORTS = new Set(['src/react/server-screen.ts -> src/server.ts']);

/** Where a file of the project sits: an entry point, a layer (with its ui folder), or outside the layers. */
export function placeOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'embed') return { kind: 'entry', label: 'embed/' };
  if (parts[0] !== 'src') return null;
  if (parts.length === 2) return parts[1].endsWith('.d.ts') ? null : { kind: 'entry', label: path };
  const layer = LAYERS.findIndex((each) => each.name === parts[1]);
  if (layer === -1) return { kind: 'unknown', label: `src/${parts[1]}/` };
  const place = { kind: 'layer', layer, label: `src/${parts[1]}/` };
  if (parts[1] !== 'ui') return place;
  const folder = parts.length === 3 ? '(root)' : parts[2];
  const index = UI_FOLDERS.indexOf(folder);
  return index === -1
    ? { kind: 'unknown', label: `src/ui/${folder}/` }
    : { ...place, folder: index, label: folder === '(root)' ? 'src/ui/ (its root files)' : `src/ui/${folder}/` };
}

/** The package a bare specifier names (`react-dom/client` → `react-dom`, `@lit/localize` stays). */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const ORDER = LAYERS.map((each) => each.name).join(' › ');
const UI_ORDER = UI_FOLDERS.join(' › ');

/** What is wrong with `from` importing `specifier`, or null. Paths are the project's, with forward slashes. */
export function checkImport(from, specifier) {
  const source = placeOf(from);
  if (!source || source.kind === 'unknown') {
    return source ? `${source.label} is in no layer: add it to LAYERS or UI_FOLDERS (scripts/eslint-layers.mjs)` : null;
  }
  if (!specifier.startsWith('.')) {
    if (specifier.startsWith('node:') || source.kind === 'entry') return null;
    const name = packageOf(specifier);
    const allowed = LAYERS[source.layer].packages;
    return allowed.includes(name)
      ? null
      : `${source.label} may not import the package ${name} (its layer's packages: ${allowed.join(', ') || 'none'})`;
  }
  const to = posix.join(posix.dirname(from), specifier.split('?')[0]);
  const target = placeOf(to);
  if (!target) return null;
  if (target.kind === 'unknown')
    return `${target.label} is in no layer: add it to LAYERS or UI_FOLDERS (scripts/eslint-layers.mjs)`;
  if (target.kind === 'entry') {
    return source.kind === 'entry' || ENTRY_IMPORTS.has(`${from} -> ${to}`)
      ? null
      : `${to} is a public entry point: import what it exports from its own module instead`;
  }
  if (source.kind === 'entry') return null;
  if (target.layer > source.layer) return null;
  if (target.layer < source.layer) {
    return `${source.label} may not import ${to}: ${target.label} is above it in the layer order (${ORDER})`;
  }
  if (source.folder === undefined || target.folder >= source.folder) return null;
  return `${source.label} may not import ${to}: ${target.label} is above it in the order of src/ui (${UI_ORDER})`;
}

/** The rule: every import, export-from and literal dynamic import of a file in `src/` or `embed/`. */
const order = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer order of src/ (scripts/eslint-layers.mjs, docs/layout.md)' },
    messages: { order: '{{problem}}' },
    schema: [],
  },
  create(context) {
    const from = relative(context.cwd, context.filename).split(sep).join('/');
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const problem = checkImport(from, node.value);
      if (problem) context.report({ node, messageId: 'order', data: { problem } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { order } };
