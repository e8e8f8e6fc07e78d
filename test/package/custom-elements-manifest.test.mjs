// The Custom Elements Manifest describes the whole element of docs/element.md, straight from the source.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';

import { createManifest } from '../../scripts/custom-elements-manifest.mjs';
import { ATTR, EVENT, TAG_NAME } from '../../src/base/constants.ts';
import { requireBuild, ROOT } from './helpers.mjs';

/** Methods of docs/element.md. */
const CONTRACT_METHODS = [
  'openItem',
  'closeViewer',
  'navigate',
  'giveConsent',
  'rejectCookies',
  'stopTracking',
  'refresh',
];

const manifest = createManifest();
const [module] = manifest.modules;
const element = module.declarations.find((declaration) => declaration.customElement);

describe('custom-elements.json', () => {
  it('declares <live-board> as a custom element of a 2.x schema', () => {
    assert.match(manifest.schemaVersion, /^2\./);
    assert.equal(element.tagName, TAG_NAME);
    assert.equal(element.kind, 'class');
    assert.deepEqual(
      module.exports.find((entry) => entry.kind === 'custom-element-definition'),
      { kind: 'custom-element-definition', name: TAG_NAME, declaration: { name: element.name, module: module.path } },
    );
  });

  it('lists every attribute with its property name, type and description', () => {
    assert.deepEqual(
      element.attributes.map((attribute) => [attribute.name, attribute.fieldName]),
      Object.entries(ATTR).map(([field, name]) => [name, field]),
    );
    for (const attribute of element.attributes) {
      assert.ok(attribute.type.text, `${attribute.name} has a type`);
      assert.ok(attribute.description.length > 10, `${attribute.name} has a description`);
    }
    const byName = Object.fromEntries(element.attributes.map((attribute) => [attribute.name, attribute]));
    assert.equal(byName.routing.type.text, "'query' | 'path' | 'memory'");
    assert.equal(byName.routing.default, "'query'");
    assert.equal(byName['route-param'].default, "'lb'");
    assert.equal(byName['ping-interval'].default, '5000');
  });

  it('lists every event with its CustomEvent detail type', () => {
    assert.deepEqual(
      element.events.map((event) => event.name),
      Object.values(EVENT),
    );
    const byName = Object.fromEntries(element.events.map((event) => [event.name, event]));
    assert.equal(byName['item-opened'].type.text, 'CustomEvent<ItemEventDetail>');
    assert.equal(byName.navigate.type.text, 'CustomEvent<{ path: string; url: string }>');
    for (const event of element.events) assert.ok(event.description, `${event.name} has a description`);
  });

  it('lists every method of docs/element.md with parameters, return type and description, and the version property', () => {
    const methods = Object.fromEntries(
      element.members.filter((member) => member.kind === 'method').map((m) => [m.name, m]),
    );
    assert.deepEqual(Object.keys(methods).sort(), [...CONTRACT_METHODS].sort());
    assert.deepEqual(methods.openItem.parameters, [{ name: 'idOrSlug', type: { text: 'number | string' } }]);
    assert.equal(methods.refresh.return.type.text, 'Promise<void>');
    for (const method of Object.values(methods)) assert.ok(method.description, `${method.name} has a description`);
    const version = element.members.find((member) => member.name === 'version');
    assert.deepEqual([version.kind, version.readonly, version.type.text], ['field', true, 'string']);
    const fields = element.members.filter((member) => member.attribute).map((member) => member.name);
    assert.deepEqual(fields, Object.keys(ATTR));
  });

  describe('in the build', () => {
    before(requireBuild);

    it('is what `npm run build` wrote, and package.json points at it', () => {
      const built = JSON.parse(readFileSync(join(ROOT, 'dist/custom-elements.json'), 'utf8'));
      assert.deepEqual(built, manifest);
      const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
      assert.equal(pkg.customElements, './dist/custom-elements.json');
    });
  });
});
