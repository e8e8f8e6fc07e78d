/** Types of eslint-layers.mjs, for the test that holds the rule to its fixtures. */
import type { ESLint, Rule } from 'eslint';

/** A layer of src/, top down: its folder, what it holds, and the packages it may import. */
export interface Layer {
  readonly name: string;
  readonly what: string;
  readonly packages: readonly string[];
}

export const LAYERS: readonly Layer[];
export const UI_FOLDERS: readonly string[];

/** Where a project file sits in the order; null outside it (tests, build scripts, declaration files). */
export function placeOf(
  path: string,
):
  | { kind: 'entry'; label: string }
  | { kind: 'unknown'; label: string }
  | { kind: 'layer'; layer: number; folder?: number; label: string }
  | null;

/** What is wrong with the project file `from` importing `specifier`, or null. */
export function checkImport(from: string, specifier: string): string | null;

declare const plugin: ESLint.Plugin & { rules: { order: Rule.RuleModule } };
export default plugin;
