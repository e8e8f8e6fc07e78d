// @vitest-environment node
/**
 * The board's CSS is split with its code: the base sheets are adopted at first render, and each part loaded on
 * demand registers its own sheets when its chunk runs. Each sheet sits beside the components it styles (any `*.css`
 * under src/ui), with its narrow-board and motion rules next to the rules they adjust. These tests read the import
 * graph (esbuild's metafile) and every rule of those sheets, and check that a rule lives in a sheet adopted
 * wherever its component renders, and comes after the rules it overrides.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, type PluginBuild } from 'esbuild';
import { format, resolveConfig } from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';

import { boardCss } from '../../../src/ui/styles.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Sheets are named by their path under this folder (`items/items.css`). */
const UI = 'src/ui/';

/** Entries of the board's first load. */
const MAIN_ENTRIES = ['embed/live-board.ts', 'src/index.ts'];

/** Adopted at first render (`boardCss`, in this order): every part may rely on them. */
const BASE_CSS = [
  'board/board.css',
  'shared/controls.css',
  'sections/header.css',
  'sections/sections.css',
  'categories/categories.css',
  'search/search.css',
  'items/items.css',
  'status/status.css',
  'cards/cards.css',
];

/** The longest a sheet may be, in lines as Prettier formats it: past that, split it by component. */
const MAX_SHEET_LINES = 400;

/**
 * Parts loaded on demand: the modules whose code is the part (the chunk's content starts there) and the sheets
 * its chunk registers. A module imported with `import()` is a chunk too: it has the sheets it registers itself
 * plus those of every chunk that imports it (the board request view renders inside the lock).
 */
const FORMS = ['forms/forms.css'];
const SUCCESS = ['forms/success.css'];
const PARTS: Record<string, { entries: string[]; css: string[] }> = {
  viewer: {
    entries: ['src/ui/viewer/ItemViewer.tsx'],
    css: [
      'viewer/viewer.css',
      'viewer/viewer-controls.css',
      'renderers/renderers.css',
      'gating/gating-form.css',
      ...FORMS,
    ],
  },
  dialogs: {
    entries: ['CtaFormDialog', 'InlinePageDialog', 'ShareDialog', 'AdminConfirmDialog'].map(
      (name) => `src/ui/dialogs/${name}.tsx`,
    ),
    css: ['dialogs/dialogs.css', ...FORMS, ...SUCCESS],
  },
  greeting: { entries: ['src/ui/cards/GreetingCard.tsx'], css: ['cards/greeting.css', ...FORMS] },
  'seller card': { entries: ['src/ui/cards/SellerCard.tsx'], css: ['cards/seller-card.css'] },
  lock: { entries: ['src/ui/locks/BoardLock.tsx'], css: ['locks/locks.css', ...FORMS, ...SUCCESS] },
  consent: { entries: ['src/ui/consent/ConsentBanner.tsx'], css: ['consent/consent.css'] },
  'live event': { entries: ['src/ui/live-event/LiveEventSection.tsx'], css: ['live-event/live-event.css'] },
  'campaign change': {
    entries: ['src/ui/gating/CampaignChangeOverlay.tsx'],
    css: ['gating/campaign-change.css', ...FORMS, ...SUCCESS],
  },
  'PDF viewer': { entries: ['src/ui/renderers/pdf/PdfViewer.tsx'], css: ['renderers/pdf/pdf.css'] },
};

/** Every stylesheet under src/ui, by its path there. */
const allSheets = () =>
  readdirSync(ROOT + UI, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.css'))
    .sort();

/** legacy-colors.css repeats other sheets' token rules for old browsers (css-tokens.test.ts checks it). */
const isLegacyColors = (sheet: string) => posix.basename(sheet) === 'legacy-colors.css';

// ---------- CSS: rules with their at-rule context ----------

interface Rule {
  file: string;
  line: number;
  /** Enclosing at-rule preludes, outermost first ('' at top level). */
  context: string;
  /** One entry per complex selector of the rule's selector list. */
  selectors: string[];
  declarations: [property: string, value: string][];
}

/** Splits on `separator` outside parentheses, brackets and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The style rules and `@keyframes` names of one sheet (enough CSS for our own files: no nesting in rules). */
function parseCss(file: string, source: string): { rules: Rule[]; keyframes: string[] } {
  // Comments become spaces of the same length, so offsets still give line numbers.
  const text = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const rules: Rule[] = [];
  const keyframes: string[] = [];
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  /** Index of the `}` closing the block opened just before `from`. */
  const blockEnd = (from: number): number => {
    let depth = 1;
    let quote = '';
    for (let i = from; i < text.length; i++) {
      const ch = text[i];
      if (quote) {
        if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) return i;
    }
    throw new Error(`${file}: unclosed block at line ${lineAt(from)}`);
  };
  const walk = (from: number, to: number, context: string[]) => {
    let i = from;
    while (i < to) {
      const open = text.indexOf('{', i);
      const semicolon = text.indexOf(';', i);
      if (open === -1 || open >= to) return;
      if (semicolon !== -1 && semicolon < open) {
        i = semicolon + 1; // a statement at-rule (@import…)
        continue;
      }
      const prelude = text.slice(i, open).trim();
      const end = blockEnd(open + 1);
      const start = i + text.slice(i, open).search(/\S/);
      if (/^@(-webkit-)?keyframes\s/.test(prelude)) keyframes.push(prelude.split(/\s+/)[1]!);
      else if (prelude.startsWith('@')) walk(open + 1, end, [...context, prelude.replace(/\s+/g, ' ')]);
      else {
        const declarations = splitTopLevel(text.slice(open + 1, end), ';').map((declaration): [string, string] => {
          const colon = declaration.indexOf(':');
          return [
            declaration.slice(0, colon).trim(),
            declaration
              .slice(colon + 1)
              .trim()
              .replace(/\s+/g, ' '),
          ];
        });
        const selectors = splitTopLevel(prelude, ',').map((selector) => selector.replace(/\s+/g, ' '));
        rules.push({ file, line: lineAt(start), context: context.join(' '), selectors, declarations });
      }
      i = end + 1;
    }
  };
  walk(0, text.length, []);
  return { rules, keyframes };
}

/** Classes an element must carry for `selector` to match: those inside `:not()` or attribute values do not count. */
function requiredClasses(selector: string): string[] {
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '').replace(/\[[^\]]*\]/g, '');
  return [...positive.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/** Selector specificity as one comparable number (ids, then classes/attributes/pseudo-classes, then types). */
function specificity(selector: string): number {
  let rest = selector.replace(/:where\((?:[^()]|\([^()]*\))*\)/g, '').replace(/:(not|is|has)\(/g, ' (');
  const count = (pattern: RegExp) => {
    const found = rest.match(pattern)?.length ?? 0;
    rest = rest.replace(pattern, ' ');
    return found;
  };
  const ids = count(/#[\w-]+/g);
  const pseudoElements = count(/::[\w-]+(\([^)]*\))?/g);
  const classes = count(/\.[\w-]+|\[[^\]]*\]|:[\w-]+(\([^)]*\))?/g);
  const types = count(/(^|[\s>+~(])[a-zA-Z][\w-]*/g);
  return ids * 10_000 + classes * 100 + types + pseudoElements;
}

// ---------- Components: the classes each module uses ----------

/** `lb-…` tokens of a source file; one ending in `-` or `_` is the prefix of a class built at run time. */
function classTokens(source: string): string[] {
  return [...source.matchAll(/(?<![\w$-])lb-[a-z0-9]+(?:[_-]+[a-z0-9]+)*[_-]*/g)].map((match) => match[0]);
}

/** The CSS classes a token stands for. */
function expand(token: string, cssClasses: Set<string>): string[] {
  if (!/[-_]$/.test(token)) return cssClasses.has(token) ? [token] : [];
  return [...cssClasses].filter((name) => name.startsWith(token));
}

/**
 * Sheets a module registers itself, by their path under src/ui: `import x from './name.css?raw'` then
 * `registerStyles(x)`.
 */
function registeredSheets(file: string, source: string): string[] {
  const imports = new Map(
    [...source.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.css)\?raw['"]/g)].map((m) => [
      m[1]!,
      posix.relative(UI, posix.join(posix.dirname(file), m[2]!)),
    ]),
  );
  return [...source.matchAll(/registerStyles\(\s*(\w+)\s*\)/g)].flatMap((m) => imports.get(m[1]!) ?? []);
}

// ---------- The chunks ----------

interface Chunk {
  name: string;
  /** Source files (relative to the repository) whose code is in this chunk. */
  members: Set<string>;
  /** Sheets adopted whenever this chunk's components render. */
  css: Set<string>;
}

interface Model {
  chunks: Chunk[];
  rules: Rule[];
  cssFiles: string[];
  /** Each `@keyframes` name: the sheet defining it. */
  keyframesIn: Map<string, string>;
  /** Each part entry: the dynamically imported modules that import it (its chunk's real entries). */
  partEntryImporters: Map<string, string[]>;
  /** The CSS classes a source file uses. */
  classesOf: (file: string) => string[];
  /** `a b` pairs of classes named together in one className, so possibly on one element. */
  coOccurring: Set<string>;
}

/**
 * Source files esbuild reaches from `entries`, with each file's imports (dependencies, `?raw` and `?worker&url` left
 * out: a stylesheet's text, and a worker's file, which no shadow root adopts).
 */
async function importGraph(entries: string[]) {
  const rawText = {
    name: 'raw-text',
    setup: (b: PluginBuild) =>
      b.onResolve({ filter: /\?(?:raw|worker&url)$/ }, ({ path }) => ({ path, external: true })),
  };
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'silent',
    plugins: [rawText],
  });
  const graph = new Map<string, { path: string; dynamic: boolean }[]>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    const edges = input.imports.filter((edge) => !edge.external);
    graph.set(
      file,
      edges.map((edge) => ({ path: edge.path, dynamic: edge.kind === 'dynamic-import' })),
    );
  }
  return graph;
}

async function loadModel(): Promise<Model> {
  const read = (file: string) => readFileSync(ROOT + file, 'utf8');
  const cssFiles = allSheets().filter((sheet) => !isLegacyColors(sheet));
  const rules: Rule[] = [];
  const keyframesIn = new Map<string, string>();
  for (const file of cssFiles) {
    const sheet = parseCss(file, read(UI + file));
    rules.push(...sheet.rules);
    for (const name of sheet.keyframes) keyframesIn.set(name, file);
  }
  const cssClasses = new Set(rules.flatMap((rule) => rule.selectors.flatMap(requiredClasses)));

  const partEntries = Object.values(PARTS).flatMap((part) => part.entries);
  const graph = await importGraph([...MAIN_ENTRIES, ...partEntries]);
  const edges = (file: string) => graph.get(file) ?? [];
  const dynamicEntries = new Set(
    [...graph.values()]
      .flat()
      .filter((edge) => edge.dynamic)
      .map((edge) => edge.path),
  );
  const roots = new Set([...MAIN_ENTRIES, ...partEntries, ...dynamicEntries]);

  // A chunk holds what its entries import statically, up to the next chunk's entry.
  const closure = (entries: string[]) => {
    const members = new Set<string>();
    const stack = [...entries];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (members.has(file)) continue;
      members.add(file);
      for (const edge of edges(file)) if (!edge.dynamic && !roots.has(edge.path)) stack.push(edge.path);
    }
    return members;
  };
  const registeredIn = (members: Set<string>) =>
    [...members].filter((file) => file.startsWith('src/')).flatMap((file) => registeredSheets(file, read(file)));

  const base: Chunk = { name: 'base', members: closure(MAIN_ENTRIES), css: new Set(BASE_CSS) };
  for (const sheet of registeredIn(base.members)) base.css.add(sheet);
  const chunks: Chunk[] = [base];
  for (const [name, part] of Object.entries(PARTS)) {
    const members = closure(part.entries.filter((entry) => graph.has(entry)));
    chunks.push({ name, members, css: new Set([...base.css, ...part.css, ...registeredIn(members)]) });
  }
  // Other dynamically imported modules render inside their importers: they have the sheets adopted wherever one of
  // those renders, plus their own. Taken in import order, so an importer's chunk is known first.
  const pending = [...dynamicEntries].filter((entry) => !partEntries.includes(entry));
  const partEntryImporters = new Map<string, string[]>();
  for (let attempts = 0; pending.length > 0 && attempts < 100; attempts++) {
    const entry = pending.shift()!;
    const importers = [...graph.keys()].filter((file) => edges(file).some((e) => e.dynamic && e.path === entry));
    const importerChunks = importers.map((file) => chunks.filter((chunk) => chunk.members.has(file)));
    if (importerChunks.some((found) => found.length === 0)) {
      pending.push(entry);
      continue;
    }
    const members = closure([entry]);
    const inherited = importerChunks.flat().map((chunk) => [...chunk.css]);
    const everywhere = inherited.reduce((a, b) => a.filter((sheet) => b.includes(sheet)));
    chunks.push({ name: entry, members, css: new Set([...base.css, ...everywhere, ...registeredIn(members)]) });
    for (const edge of edges(entry).filter((e) => partEntries.includes(e.path))) {
      partEntryImporters.set(edge.path, [...(partEntryImporters.get(edge.path) ?? []), entry]);
    }
  }
  expect(pending, 'dynamic imports whose importer is in no chunk').toEqual([]);

  const tokens = new Map<string, string[]>();
  const classesOf = (file: string) => {
    if (!tokens.has(file)) {
      tokens.set(file, [...new Set(classTokens(read(file)).flatMap((token) => expand(token, cssClasses)))]);
    }
    return tokens.get(file)!;
  };
  // Classes named on one line of a component (a className) can sit on one element.
  const coOccurring = new Set<string>();
  for (const file of new Set(chunks.flatMap((chunk) => [...chunk.members]))) {
    if (!file.startsWith('src/ui/')) continue;
    for (const line of read(file).split('\n')) {
      const names = classTokens(line).flatMap((token) => expand(token, cssClasses));
      for (const a of names) for (const b of names) if (a !== b) coOccurring.add(`${a} ${b}`);
    }
  }
  return { chunks, rules, cssFiles, keyframesIn, partEntryImporters, classesOf, coOccurring };
}

// ---------- The checks ----------

let model: Model;
beforeAll(async () => {
  model = await loadModel();
}, 60_000);

const where = (rule: Rule) => `${rule.file}:${rule.line}`;
const chunksUsing = (name: string) =>
  model.chunks.filter((chunk) => [...chunk.members].some((file) => model.classesOf(file).includes(name)));
/** Sheets with a rule that needs `name` on the element or an ancestor. */
const sheetsStyling = (name: string) =>
  model.cssFiles.filter((sheet) =>
    model.rules.some((rule) => rule.file === sheet && rule.selectors.some((s) => requiredClasses(s).includes(name))),
  );
/** Each sheet: the chunks adopting it. */
const adopters = (sheet: string) => model.chunks.filter((chunk) => chunk.css.has(sheet));
/** The last compound selector of `selector`: the element it styles. */
const subjectOf = (selector: string) => splitTopLevel(selector.replace(/\s*([>+~])\s*/g, ' '), ' ').at(-1) ?? '';
/** The classes an element must carry for `selector` to match it. */
const subject = (selector: string) => requiredClasses(subjectOf(selector));
/** Whether two selectors may match one element: one selector, or subjects with a class in common or named together. */
function mayMatchOneElement(a: string, b: string): boolean {
  if (a === b) return true;
  // The host matches only the host's rules.
  if (a.startsWith(':host') || b.startsWith(':host')) return a.startsWith(':host') && b.startsWith(':host');
  const [ca, cb] = [subject(a), subject(b)];
  if (ca.length > 0 && cb.length > 0) {
    return ca.some((x) => cb.some((y) => x === y || model.coOccurring.has(`${x} ${y}`)));
  }
  // A subject without a class may be any element (`:focus-visible`, `*`), unless it names a type (`img`, `ul`):
  // every element the board styles by class is given that class.
  const typed = (selector: string) =>
    /^[a-z]/.test(subjectOf(selector)) || /^:(where|is)\(\s*[a-z]/.test(subjectOf(selector));
  return ca.length === 0 && cb.length === 0 ? true : !typed(ca.length === 0 ? a : b);
}
/**
 * `font` resets `font-size`, `border` resets `border-color`…: a shorthand conflicts with its longhands (not the
 * properties that only share its first word).
 */
const shorthandOf = (property: string) =>
  ['color-scheme', 'overflow-wrap', 'outline-offset'].includes(property) ? property : property.split('-')[0]!;
const sameProperty = (a: string, b: string) => a === b || a === shorthandOf(b) || b === shorthandOf(a);
/** The width below which a board's container query applies (`@container lb-board (max-width: N px)`), if any. */
const boardWidth = (context: string) => Number(/@container lb-board \(max-width: (\d+)px\)/.exec(context)?.[1] ?? NaN);

describe('the board CSS split into base and on-demand sheets', () => {
  it('adopts the base sheets, and only those, at first render', () => {
    expect(boardCss).toBe(BASE_CSS.map((sheet) => readFileSync(ROOT + UI + sheet, 'utf8')).join('\n'));
  });

  it('finds every component of src/ui in a chunk', () => {
    const reached = new Set(model.chunks.flatMap((chunk) => [...chunk.members]));
    const components = readdirSync(ROOT + 'src/ui', { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.tsx'))
      .map((path) => `src/ui/${path.split('\\').join('/')}`);
    expect(components.filter((file) => !reached.has(file))).toEqual([]);
  });

  it('gives each component the rules of its classes in sheets its chunk adopts', () => {
    const missing: string[] = [];
    for (const chunk of model.chunks) {
      for (const file of chunk.members) {
        for (const name of model.classesOf(file)) {
          const definedIn = sheetsStyling(name);
          if (!definedIn.some((sheet) => chunk.css.has(sheet))) {
            missing.push(`${file} (${chunk.name} chunk) uses .${name}, styled only in ${definedIn.join(', ')}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('puts every rule in a sheet adopted wherever it can match', () => {
    const misplaced: string[] = [];
    for (const rule of model.rules) {
      const sheetChunks = new Set(adopters(rule.file));
      for (const selector of rule.selectors) {
        const names = requiredClasses(selector);
        // A rule matches only when all its classes are in the DOM: it is enough that one of them renders only
        // where the sheet is adopted (`.lb-campaign-change .lb-success` lives with the overlay).
        const placed =
          names.length === 0
            ? model.chunks.every((chunk) => sheetChunks.has(chunk))
            : names.some((name) => {
                const using = chunksUsing(name);
                return using.length > 0 && using.every((chunk) => sheetChunks.has(chunk));
              });
        if (!placed) {
          const using = [...new Set(names.flatMap((name) => chunksUsing(name).map((chunk) => chunk.name)))];
          misplaced.push(`${where(rule)} ${selector} — used in: ${using.join(', ') || 'nothing'}`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('keeps rules of parts loaded on demand out of the base sheets', () => {
    // A rule of a base sheet serves the first screen, or more than one part: the rest loads with its part.
    const base = model.chunks[0]!;
    const heavy: string[] = [];
    for (const rule of model.rules.filter((r) => BASE_CSS.includes(r.file))) {
      for (const selector of rule.selectors) {
        const names = requiredClasses(selector);
        if (names.length > 0 && !names.some((name) => chunksUsing(name).length > 1 || chunksUsing(name)[0] === base)) {
          heavy.push(`${where(rule)} ${selector}`);
        }
      }
    }
    expect(heavy).toEqual([]);
  });

  it('defines each animation’s keyframes in its own sheet or a base sheet', () => {
    const unreachable: string[] = [];
    for (const rule of model.rules) {
      for (const [property, value] of rule.declarations) {
        if (property !== 'animation' && property !== 'animation-name') continue;
        for (const name of value.split(/[\s,]+/).filter((word) => model.keyframesIn.has(word))) {
          const sheet = model.keyframesIn.get(name)!;
          if (sheet === rule.file || BASE_CSS.includes(sheet)) continue;
          unreachable.push(`${where(rule)} uses @keyframes ${name} of ${sheet}`);
        }
      }
    }
    expect(unreachable).toEqual([]);
  });

  it('registers, in each chunk entry, the sheets its part needs', () => {
    const short: string[] = [];
    for (const part of Object.values(PARTS)) {
      for (const entry of part.entries) {
        for (const importer of model.partEntryImporters.get(entry) ?? []) {
          const registered = model.chunks.find((chunk) => chunk.name === importer)!.css;
          const lacking = part.css.filter((sheet) => !registered.has(sheet));
          if (lacking.length > 0) short.push(`${importer} loads ${entry} without ${lacking.join(', ')}`);
        }
      }
    }
    expect(short).toEqual([]);
  });

  it('never sets one property of one element from two on-demand sheets with equal specificity', () => {
    // On-demand sheets come in the order their parts loaded, so between two of them "later wins" is not a rule.
    const onDemand = model.rules.filter((rule) => !BASE_CSS.includes(rule.file));
    const conflicts: string[] = [];
    for (const a of onDemand) {
      for (const b of onDemand) {
        if (a.file >= b.file || (a.context && b.context && a.context !== b.context)) continue;
        for (const sa of a.selectors) {
          for (const sb of b.selectors) {
            if (specificity(sa) !== specificity(sb)) continue;
            const same =
              sa === sb || subject(sa).some((x) => subject(sb).some((y) => model.coOccurring.has(`${x} ${y}`)));
            if (!same) continue;
            for (const [pa, va] of a.declarations) {
              for (const [pb, vb] of b.declarations) {
                if (va !== vb && sameProperty(pa, pb)) {
                  conflicts.push(`${where(a)} ${sa} { ${pa} } vs ${where(b)} ${sb} { ${pb} }`);
                }
              }
            }
          }
        }
      }
    }
    expect(conflicts).toEqual([]);
  });
});

describe('each sheet beside its components', () => {
  /**
   * The rules in the order they cascade: the base sheets as `boardCss` joins them, then each other sheet on its
   * own (on-demand sheets come after the base ones, in load order, and never conflict with each other: above).
   */
  const cascades = () => [
    model.rules.filter((rule) => BASE_CSS.includes(rule.file)).sort((a, b) => rank(a) - rank(b)),
    ...model.cssFiles
      .filter((sheet) => !BASE_CSS.includes(sheet))
      .map((sheet) => model.rules.filter((r) => r.file === sheet)),
  ];
  const rank = (rule: Rule) => BASE_CSS.indexOf(rule.file) * 100_000 + rule.line;

  it('puts each narrow-board, motion or forced-colours rule after every rule it overrides', () => {
    // Such a rule wins over a rule for all boards by coming later with the same specificity; a narrower board's
    // rule likewise comes after a wider board's.
    const meantToOverride = (rule: Rule, other: Rule) => {
      if (!rule.context || rule.context === other.context) return false;
      if (!other.context) return true;
      return boardWidth(rule.context) < boardWidth(other.context);
    };
    const beaten: string[] = [];
    for (const rules of cascades()) {
      rules.forEach((early, index) => {
        for (const late of rules.slice(index + 1)) {
          if (!meantToOverride(early, late)) continue;
          for (const se of early.selectors) {
            for (const sl of late.selectors) {
              if (specificity(se) !== specificity(sl) || !mayMatchOneElement(se, sl)) continue;
              for (const [pe, ve] of early.declarations) {
                for (const [pl, vl] of late.declarations) {
                  if (ve !== vl && sameProperty(pe, pl)) {
                    beaten.push(
                      `${where(early)} ${se} { ${pe} } (${early.context}) before ${where(late)} ${sl} { ${pl} }`,
                    );
                  }
                }
              }
            }
          }
        }
      });
    }
    expect(beaten).toEqual([]);
  });

  it('keeps each narrow-board, motion or forced-colours rule in the sheet of the rules it adjusts', () => {
    // `@container lb-board (…)` and `@media (…)` blocks sit in each component's sheet, not in one sheet for all.
    const styledAtTop = (sheet: string) =>
      new Set(
        model.rules
          .filter((rule) => rule.file === sheet && !rule.context)
          .flatMap((rule) => rule.selectors.flatMap(requiredClasses)),
      );
    const anywhere = new Set(model.cssFiles.flatMap((sheet) => [...styledAtTop(sheet)]));
    const astray: string[] = [];
    for (const rule of model.rules.filter((r) => r.context)) {
      const own = styledAtTop(rule.file);
      for (const selector of rule.selectors) {
        // In place: one of its classes has its rules for every board here, or has none anywhere (it exists for this
        // block alone, `.lb-viewer__step--bar`).
        const names = requiredClasses(selector);
        if (names.length > 0 && !names.some((name) => own.has(name) || !anywhere.has(name))) {
          astray.push(`${where(rule)} ${selector} (${rule.context})`);
        }
      }
    }
    expect(astray).toEqual([]);
  });

  it(`keeps every sheet at ${MAX_SHEET_LINES} lines or fewer`, async () => {
    const options = await resolveConfig(ROOT + UI + 'x.css');
    const long: string[] = [];
    for (const sheet of allSheets()) {
      const formatted = await format(readFileSync(ROOT + UI + sheet, 'utf8'), { ...options, parser: 'css' });
      const lines = formatted.trimEnd().split('\n').length;
      if (lines > MAX_SHEET_LINES) long.push(`${sheet}: ${lines} lines`);
    }
    expect(long).toEqual([]);
  });
});

describe('stylesheet units', () => {
  it('use no rem: a host page that sets html { font-size } must not resize the board', () => {
    const offenders = allSheets().filter((sheet) =>
      /\d(\.\d+)?rem\b/.test(readFileSync(ROOT + UI + sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    );
    expect(offenders).toEqual([]);
  });
});
