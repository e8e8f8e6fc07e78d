// Types of engine-gaps.mjs, which run.mjs (plain Node) and helpers.ts (in the tests' bundles) both import.
export type Engine = 'chromium' | 'firefox' | 'webkit';
export interface Gap {
  engine: Engine;
  file: string;
  test: string;
  reason: string;
}
export const ENGINE_GAPS: Gap[];
export function gapOf(engine: string, file: string, title: string): Gap | null;
