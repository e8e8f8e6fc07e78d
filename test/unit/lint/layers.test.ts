// @vitest-environment node
/**
 * The layer order of src/ (scripts/eslint-layers.mjs): imports that run back up fail the lint, in fixtures of each
 * kind, and the project's own ESLint configuration applies the rule to every file of src/ and embed/.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import layers, { checkImport, LAYERS, placeOf, UI_FOLDERS } from '../../../scripts/eslint-layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});
const rule = layers.rules.order;

/** A fixture: `code` as the file `filename` of the project. */
const at = (filename: string, code: string) => ({ filename: join(process.cwd(), filename), code });
const wrong = (filename: string, code: string) => ({ ...at(filename, code), errors: [{ messageId: 'order' }] });

tester.run('layers/order', rule, {
  valid: [
    // Down the order, and within a layer or a ui folder.
    at('src/model/theme.ts', "import { isHexColor } from '../api/schemas/values.ts';"),
    at('src/api/client.ts', "import { WireError } from './guards.ts';"),
    at('src/ui/viewer/ItemViewer.tsx', "import { ItemRenderer } from '../renderers/ItemRenderer.tsx';"),
    at('src/ui/board/BoardContent.tsx', "export { viewerPart } from '../viewer/lazy.ts';"),
    at('src/ui/items/open-intent.ts', "const part = () => import('../viewer/viewer-part.ts');"),
    at('src/ui/styles.ts', "import board from './board/board.css?raw';"),
    // Types count like values; packages of the layer; node's own modules.
    at('src/first-screen/takeover.ts', "import type { BoardInstance } from '../instance/types.ts';"),
    at('src/model/board-store.ts', "import { signal } from '@preact/signals-core';"),
    at('src/ui/shared/sanitize.ts', "const load = () => import('dompurify');"),
    // Entry points import anything, and the one named exception imports an entry.
    at('src/index.ts', "export { ApiError } from './api/errors.ts';"),
    at('embed/live-board.ts', "import { defineLiveBoard } from '../src/element/LiveBoardElement.tsx';"),
    at('src/react/server-screen.ts', "const server = () => import('../server.ts');"),
    // Outside the layers (tests, build scripts): not this rule's business.
    at('test/unit/x.test.ts', "import { ui } from '../../src/ui/LiveBoardView.tsx';"),
  ],
  invalid: [
    // Up the order between layers: a static import, a type import, an export-from, a dynamic import.
    wrong('src/api/schemas/image.ts', "import { isHexColor } from '../../model/theme.ts';"),
    wrong('src/model/item-types.ts', "import type { Locale } from '../i18n/locale-match.ts';"),
    wrong('src/base/constants.ts', "export { TAG_NAME } from '../element/element-types.ts';"),
    wrong('src/tracking/tracker.ts', "const ui = () => import('../ui/LiveBoardView.tsx');"),
    // Up the order of src/ui's folders, and out of shared.
    wrong('src/ui/renderers/ItemCard.tsx', "import { useViewerActions } from '../viewer/ItemViewer.tsx';"),
    wrong('src/ui/shared/Icon.tsx', "import { CtaForm } from '../forms/CtaForm.tsx';"),
    wrong('src/ui/cards/GreetingCard.tsx', "import { CtaAction } from '../sections/CtaAction.tsx';"),
    wrong('src/ui/board/BoardFooter.tsx', "import { viewerPart } from '../parts.ts';"),
    // A public entry point imported from inside; a package the layer does not use.
    wrong('src/element/LiveBoardElement.tsx', "import { renderFirstScreen } from '../server.ts';"),
    wrong('src/model/viewer-store.ts', "import { useState } from 'react';"),
    wrong('src/api/client.ts', "import { signal } from '@preact/signals-core';"),
    // A folder nobody placed in the order.
    wrong('src/widgets/x.ts', "import { TAG_NAME } from '../base/constants.ts';"),
  ],
});

describe('the layer order', () => {
  it('names every folder of src/ and of src/ui, and nothing that is not there', () => {
    const folders = (path: string) =>
      readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
    expect(folders('src')).toEqual(LAYERS.map((layer) => layer.name).sort());
    expect(['(root)', ...folders('src/ui')].sort()).toEqual([...UI_FOLDERS].sort());
  });

  it('treats the files directly in src/ and embed/ as entry points', () => {
    expect(placeOf('src/index.ts')?.kind).toBe('entry');
    expect(placeOf('embed/loader.ts')?.kind).toBe('entry');
    expect(placeOf('src/env.d.ts')).toBe(null);
    expect(placeOf('src/ui/LiveBoardView.tsx')).toMatchObject({ kind: 'layer', folder: 0 });
  });

  it('says which layer is above which', () => {
    expect(checkImport('src/api/client.ts', '../model/theme.ts')).toMatch(
      /^src\/api\/ may not import src\/model\/theme\.ts: src\/model\/ is above it in the layer order \(react › edge/,
    );
    expect(checkImport('src/model/x.ts', 'react')).toBe(
      "src/model/ may not import the package react (its layer's packages: @preact/signals-core)",
    );
  });

  it('is on for every file of src/ and embed/ in the project’s ESLint configuration', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    for (const file of ['src/api/client.ts', 'src/ui/shared/Icon.tsx', 'src/index.ts', 'embed/loader.ts']) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown> };
      expect(config.rules['layers/order'], file).toEqual([2]);
    }
    const outside = (await eslint.calculateConfigForFile('test/unit/lint/layers.test.ts')) as {
      rules: Record<string, unknown>;
    };
    expect(outside.rules['layers/order']).toBe(undefined);
  });
});
