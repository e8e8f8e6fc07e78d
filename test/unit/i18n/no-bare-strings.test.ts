// @vitest-environment node
/**
 * No hard-coded English in components: visitor-facing text goes through the messages of `src/i18n` (and so
 * through @lit/localize). Finds JSX text with letters and string literals in the attributes people read or hear.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../../src', import.meta.url));
/** Attributes whose text is shown or announced. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/** Two letters in a row: a word (markers like '*' or '·' are not). */
const WORDS = /\p{L}{2}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** `file:line text` for each bare string of a TSX source. */
function bareStrings(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(`${at(node)} ${JSON.stringify(node.text.trim())}`);
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const inner = node.expression;
      if (inner && (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) && WORDS.test(inner.text)) {
        found.push(`${at(node)} ${JSON.stringify(inner.text)}`);
      }
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) &&
            init.expression &&
            (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression))
          ? init.expression
          : null;
      if (literal && WORDS.test(literal.text))
        found.push(`${at(node)} ${node.name.getText(source)}=${JSON.stringify(literal.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', () => {
  it('hold no bare visitor-facing English', () => {
    const files = tsxFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => bareStrings(relative(SRC, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('would notice JSX text, a literal child and a read attribute', () => {
    const found = bareStrings(
      'x.tsx',
      `const A = () => <p title="Hover me">Hello there {'Literal child'} {label} * <img alt="" aria-label={"Close it"} /></p>;`,
    );
    expect(found).toEqual([
      'x.tsx:1 title="Hover me"',
      'x.tsx:1 "Hello there"',
      'x.tsx:1 "Literal child"',
      'x.tsx:1 aria-label="Close it"',
    ]);
  });
});
