// @vitest-environment node
/**
 * One set of tokens (docs/decisions.md, "Light by default; dark and auto on request"). Every colour of the board's
 * sheets comes from an `--lb-*` custom property, and the colour tokens come in pairs, `light-dark(light, dark)`,
 * that keep WCAG AA in both themes. These tests read every sheet under src/ui.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { contrastRatio, DARK_SURFACE_HEX } from '../../../src/model/theme.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LEGACY = 'legacy-colors.css';

interface Declaration {
  file: string;
  line: number;
  /** The innermost style rule's selector, whitespace collapsed. */
  selector: string;
  property: string;
  value: string;
}

/** Every declaration of a sheet, with the selector of its rule (enough CSS for our own files). */
function declarations(file: string, source: string): Declaration[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: Declaration[] = [];
  const stack: string[] = [];
  let start = 0;
  const take = (end: number) => {
    const chunk = text.slice(start, end);
    const colon = chunk.indexOf(':');
    const selector = [...stack].reverse().find((prelude) => !prelude.startsWith('@')) ?? '';
    if (colon > 0 && chunk.trim() && selector) {
      const line = text.slice(0, start + chunk.search(/\S/)).split('\n').length;
      const property = chunk.slice(0, colon).trim();
      const value = chunk
        .slice(colon + 1)
        .trim()
        .replace(/\s+/g, ' ');
      found.push({ file, line, selector, property, value });
    }
    start = end + 1;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      stack.push(text.slice(start, i).trim().replace(/\s+/g, ' '));
      start = i + 1;
    } else if (ch === ';') take(i);
    else if (ch === '}') {
      take(i);
      stack.pop();
    }
  }
  return found;
}

const sheets = readdirSync(`${ROOT}src/ui`, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .map((path) => `src/ui/${path}`);
const all = sheets.flatMap((file) => declarations(file, readFileSync(ROOT + file, 'utf8')));
const where = (d: Declaration) => `${d.file}:${d.line} ${d.selector} { ${d.property}: ${d.value} }`;
const isToken = (d: Declaration) => d.property.startsWith('--lb-');
const isLegacy = (d: Declaration) => d.file.endsWith(`/${LEGACY}`);

/** Colour literals: hex, colour functions (light-dark() and color-mix() over tokens are not), named colours. */
const COLOUR_LITERAL =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(?:white|black|red|green|blue|yellow|gr[ae]y|silver|orange|purple|pink|navy|teal)\b/i;

/** The light value of `light-dark(light, dark)`: up to its first comma outside parentheses. */
function lightOf(value: string): string {
  const inner = value.slice('light-dark('.length, -1);
  let depth = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++;
    else if (inner[i] === ')') depth--;
    else if (inner[i] === ',' && depth === 0) return inner.slice(0, i).trim();
  }
  return inner;
}

/** A light-dark() token definition of two hex colours: [, light, dark]. */
const pairOf = (value: string) => /^light-dark\(\s*(#[0-9a-f]{3,6})\s*,\s*(#[0-9a-f]{3,6})\s*\)$/i.exec(value);

describe('the board’s colour tokens', () => {
  it('leaves no colour literal outside the --lb-* token definitions', () => {
    // ::backdrop and ::selection are the exceptions: not every engine we support lets them inherit custom properties.
    const literals = all.filter(
      (d) => !isToken(d) && !/::(backdrop|selection)/.test(d.selector) && COLOUR_LITERAL.test(d.value),
    );
    expect(literals.map(where)).toEqual([]);
  });

  it('takes radii, shadows and fonts from tokens too (circles and pills are shapes, not radii)', () => {
    const loose = all.filter(
      (d) =>
        !isToken(d) &&
        ((d.property === 'border-radius' && !/^(0|50%|999px)$|var\(--lb-radius/.test(d.value)) ||
          (d.property === 'box-shadow' && d.value !== 'none' && !/var\(--lb-|currentColor/.test(d.value)) ||
          (d.property.startsWith('font-family') && !/^(var\(--lb-font-family\)|inherit)( !important)?$/.test(d.value))),
    );
    expect(loose.map(where)).toEqual([]);
  });

  it('defines every --lb-* property the sheets read', () => {
    const defined = new Set(all.filter(isToken).map((d) => d.property));
    // Set from code as inline styles (theme-vars.ts, the header image, the grid's columns…): names in quotes, or the
    // fixed part of a name built with ${…}.
    const code = readdirSync(`${ROOT}src`, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path))
      .map((path) => readFileSync(`${ROOT}src/${path}`, 'utf8'))
      .join('\n');
    const prefixes: string[] = [];
    for (const match of code.matchAll(/['`](--lb-[\w-]*?)(\$\{|['`])/g)) {
      if (match[2] === '${') prefixes.push(match[1]!);
      else defined.add(match[1]!);
    }
    const undefinedUses = all.flatMap((d) =>
      [...d.value.matchAll(/var\((--lb-[\w-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !defined.has(name) && !prefixes.some((prefix) => name.startsWith(prefix)))
        .map((name) => `${where(d)} reads ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });

  it('gives old browsers every colour pair’s light value, and nothing else', () => {
    const legacy = all.filter(isLegacy);
    expect(legacy.length).toBeGreaterThan(0);
    const expected = all
      .filter((d) => !isLegacy(d) && isToken(d) && d.value.startsWith('light-dark('))
      .map((d) => `${d.selector === ':host' ? ':host' : `:host ${d.selector}`} { ${d.property}: ${lightOf(d.value)} }`);
    const given = legacy.map((d) => `${d.selector} { ${d.property}: ${d.value} }`);
    expect(given.sort()).toEqual(expected.sort());
  });
});

describe('the colour pairs', () => {
  const host = new Map(
    all.filter((d) => d.selector === ':host' && isToken(d) && !isLegacy(d)).map((d) => [d.property, d.value]),
  );
  /** [light, dark] of a :host token. */
  const pair = (name: string): [string, string] => {
    const match = pairOf(host.get(name) ?? '');
    if (!match) throw new Error(`${name} is no light-dark() pair of two hex colours: ${host.get(name) ?? 'nothing'}`);
    return [match[1]!, match[2]!];
  };

  it('have the dark surface the theme colour’s dark tints are mixed with', () => {
    expect(pair('--lb-surface')[1]).toBe(DARK_SURFACE_HEX);
  });

  it.each([
    // [text or line, background, least ratio]: 4.5 for text, 3 for lines, icons and focus rings (WCAG 1.4.11).
    ['--lb-ink', '--lb-surface', 4.5],
    ['--lb-ink', '--lb-subtle', 4.5],
    ['--lb-muted', '--lb-surface', 4.5],
    ['--lb-muted', '--lb-subtle', 4.5],
    ['--lb-field-border', '--lb-surface', 3],
    ['--lb-focus', '--lb-surface', 3],
    ['--lb-focus', '--lb-subtle', 3],
    ['--lb-danger', '--lb-surface', 4.5],
    ['--lb-danger-ink', '--lb-danger-surface', 4.5],
    ['--lb-success', '--lb-surface', 4.5],
    ['--lb-like', '--lb-surface', 3],
    ['--lb-ink', '--lb-highlight', 4.5],
    ['--lb-ink', '--lb-theme-75', 4.5],
    ['--lb-theme-ink', '--lb-surface', 3],
    ['--lb-theme-ink', '--lb-theme-75', 3],
  ] as const)('%s on %s: at least %s:1 in both themes', (fore, back, least) => {
    const [foreLight, foreDark] = pair(fore);
    const [backLight, backDark] = pair(back);
    expect(contrastRatio(foreLight, backLight)).toBeGreaterThanOrEqual(least);
    expect(contrastRatio(foreDark, backDark)).toBeGreaterThanOrEqual(least);
  });

  it('keep each item type’s thumbnail icon at 3:1 on its ground in both themes (a 40 px glyph: non-text)', () => {
    // [data-family]: the ground is `color-mix(in srgb, hue G%, surface)`, the icon `color-mix(in srgb, hue I%, ink)`.
    const mixes = new Map(
      all.filter((d) => d.selector === '[data-family]' && isToken(d)).map((d) => [d.property, d.value]),
    );
    const share = (token: string, other: string) => {
      const match = new RegExp(`^color-mix\\(in srgb, var\\(--lb-hue\\) (\\d+)%, var\\(${other}\\)\\)$`).exec(
        mixes.get(token) ?? '',
      );
      if (!match) throw new Error(`${token} is not the hue mixed into ${other}: ${mixes.get(token) ?? 'nothing'}`);
      return Number(match[1]) / 100;
    };
    const ground = share('--lb-thumb', '--lb-surface');
    const icon = share('--lb-thumb-ink', '--lb-ink');
    const hues = all.filter((d) => d.selector.startsWith('[data-family=') && d.property === '--lb-hue');
    expect(hues.length).toBeGreaterThanOrEqual(8);
    const mix = (a: string, part: number, b: string) => {
      const rgb = (hex: string) => {
        const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, '$&$&') : hex;
        return [1, 3, 5].map((at) => parseInt(full.slice(at, at + 2), 16));
      };
      const [x, y] = [rgb(a), rgb(b)];
      return `#${x
        .map((c, i) =>
          Math.round(c * part + y[i]! * (1 - part))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    };
    for (const { selector, value: hue } of hues) {
      for (const side of [0, 1] as const) {
        const [surface, ink] = [pair('--lb-surface')[side], pair('--lb-ink')[side]];
        const ratio = contrastRatio(mix(hue, icon, ink), mix(hue, ground, surface));
        expect(ratio, `${selector} ${side === 0 ? 'light' : 'dark'}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
