/**
 * Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.1) from the source, so editors, Storybook
 * and linters know `<live-board>`: names of attributes and events from src/base/constants.ts, property and method
 * signatures and their JSDoc from the element class, event detail types from the event bus, and the descriptions
 * of attributes and events from the documented props of the React wrapper (src/react/props.ts).
 *
 * Run by `npm run build`; `node scripts/custom-elements-manifest.mjs` alone works too.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_FILE = 'dist/custom-elements.json';
/** The module consumers import to define the element (the `./element` entry of the package). */
const ELEMENT_MODULE = 'dist/npm/element.js';

const SOURCES = {
  constants: 'src/base/constants.ts',
  element: 'src/element/LiveBoardElement.tsx',
  bus: 'src/model/event-bus.ts',
  props: 'src/react/props.ts',
};

function parse(path) {
  const text = readFileSync(resolve(ROOT, path), 'utf8');
  return ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** Every node of `source` for which `test` holds, depth first. */
function findAll(source, test) {
  const found = [];
  const visit = (node) => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function findOne(source, test, what) {
  const [node] = findAll(source, test);
  if (!node) throw new Error(`custom-elements-manifest: ${what} not found in ${source.fileName}`);
  return node;
}

const nameOf = (node) =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;

/** The text of a node's JSDoc comment (first paragraph structure kept), and its tags by name. */
function jsDoc(node) {
  const docs = node.jsDoc ?? [];
  const doc = docs.at(-1);
  if (!doc) return { description: '', tags: {} };
  const text = (comment) => (typeof comment === 'string' ? comment : (ts.getTextOfJSDocComment(comment) ?? ''));
  const tags = Object.fromEntries((doc.tags ?? []).map((tag) => [tag.tagName.text, text(tag.comment).trim()]));
  return {
    description: text(doc.comment)
      .replace(/\s*\n\s*/g, ' ')
      .trim(),
    tags,
  };
}

/** `export const NAME = { key: 'value', … } as const` → `[[key, value, node], …]`. */
function constObject(source, name) {
  const declaration = findOne(source, (n) => ts.isVariableDeclaration(n) && nameOf(n) === name, `const ${name}`);
  let init = declaration.initializer;
  while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)))
    init = init.expression;
  if (!init || !ts.isObjectLiteralExpression(init))
    throw new Error(`custom-elements-manifest: ${name} is not an object literal`);
  return init.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) {
      throw new Error(`custom-elements-manifest: ${name}.${property.name?.getText()} is not a string`);
    }
    return [nameOf(property), property.initializer.text, property];
  });
}

function constString(source, name) {
  const declaration = findOne(source, (n) => ts.isVariableDeclaration(n) && nameOf(n) === name, `const ${name}`);
  if (!declaration.initializer || !ts.isStringLiteral(declaration.initializer))
    throw new Error(`${name} is not a string`);
  return declaration.initializer.text;
}

/** Members of an interface by name. */
function interfaceMembers(source, name) {
  const node = findOne(source, (n) => ts.isInterfaceDeclaration(n) && n.name.text === name, `interface ${name}`);
  return new Map(node.members.map((member) => [nameOf(member), member]));
}

/** A `@default` that is a JS value (`'query'`, `5000`) goes to `default`; prose stays in the description. */
function splitDefault(tag) {
  if (!tag) return {};
  if (/^(['"]).*\1$|^-?\d+(\.\d+)?$/.test(tag)) return { default: tag };
  return { proseDefault: tag.replace(/`/g, '') };
}

/** The attribute's value type: a union of string literals as written, else `string` (attributes are text). */
function attributeType(typeNode, source) {
  const text = typeNode?.getText(source) ?? 'string';
  return /^\s*'[^']*'(\s*\|\s*'[^']*')*\s*$/.test(text) ? text : 'string';
}

const callbackName = (key) => `on${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** Custom element reactions the browser calls; not part of the element's API. */
const LIFECYCLE = new Set([
  'connectedCallback',
  'disconnectedCallback',
  'adoptedCallback',
  'attributeChangedCallback',
  'connectedMoveCallback',
]);

/** HTMLElement's own methods the element overrides (to reuse the loader's shadow root): not its API either. */
const OVERRIDDEN = new Set(['attachShadow']);

/**
 * Public members only: no `#private`, `private`/`protected`, static members, lifecycle callbacks, or members named by
 * a symbol (`[R2WC_RENDER]`: r2wc's internals, which no page calls).
 */
function isPublicApi(member) {
  if (
    !member.name ||
    ts.isPrivateIdentifier(member.name) ||
    ts.isComputedPropertyName(member.name) ||
    LIFECYCLE.has(nameOf(member)) ||
    OVERRIDDEN.has(nameOf(member))
  )
    return false;
  const hidden = [ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword, ts.SyntaxKind.StaticKeyword];
  return !(ts.getModifiers(member) ?? []).some((modifier) => hidden.includes(modifier.kind));
}

/** Builds the manifest object from the sources. */
export function createManifest() {
  const constants = parse(SOURCES.constants);
  const element = parse(SOURCES.element);
  const bus = parse(SOURCES.bus);
  const props = parse(SOURCES.props);

  const tagName = constString(constants, 'TAG_NAME');
  const attributeDocs = interfaceMembers(props, 'LiveBoardAttributeProps');
  const callbackDocs = interfaceMembers(props, 'LiveBoardCallbackProps');
  const eventDetails = interfaceMembers(bus, 'BoardEventMap');

  const attributes = [];
  const fields = [];
  for (const [fieldName, name] of constObject(constants, 'ATTR')) {
    const documented = attributeDocs.get(fieldName);
    if (!documented)
      throw new Error(
        `custom-elements-manifest: attribute ${name} has no documented prop ${fieldName} in ${SOURCES.props}`,
      );
    const { description, tags } = jsDoc(documented);
    const { default: value, proseDefault } = splitDefault(tags.default);
    const text = proseDefault ? `${description} Default: ${proseDefault}.` : description;
    const defaults = value === undefined ? {} : { default: value };
    attributes.push({
      name,
      fieldName,
      type: { text: attributeType(documented.type, props) },
      ...defaults,
      description: text,
    });
    fields.push({
      kind: 'field',
      name: fieldName,
      // Every attribute is a string property of the element (ConfigProps maps ATTR to strings, as r2wc passes them).
      type: { text: 'string | undefined' },
      attribute: name,
      ...defaults,
      description: text,
    });
  }

  const events = constObject(constants, 'EVENT').map(([key, name]) => {
    const detail = eventDetails.get(name);
    const documented = callbackDocs.get(callbackName(key));
    if (!detail) throw new Error(`custom-elements-manifest: event ${name} is missing from BoardEventMap`);
    if (!documented)
      throw new Error(`custom-elements-manifest: event ${name} has no ${callbackName(key)} prop in ${SOURCES.props}`);
    const detailType = detail.type.getText(bus).replace(/\s+/g, ' ');
    return { name, type: { text: `CustomEvent<${detailType}>` }, description: jsDoc(documented).description };
  });

  const elementClass = findOne(
    element,
    (n) => ts.isClassDeclaration(n) && n.name?.text === 'LiveBoardElement',
    'class LiveBoardElement',
  );
  const classMembers = elementClass.members.filter(isPublicApi).flatMap((member) => {
    const { description } = jsDoc(member);
    if (ts.isGetAccessorDeclaration(member)) {
      const setter = elementClass.members.some((m) => ts.isSetAccessorDeclaration(m) && nameOf(m) === nameOf(member));
      return [
        {
          kind: 'field',
          name: nameOf(member),
          type: { text: member.type?.getText(element) ?? 'unknown' },
          ...(setter ? {} : { readonly: true }),
          description,
        },
      ];
    }
    if (ts.isMethodDeclaration(member)) {
      return [
        {
          kind: 'method',
          name: nameOf(member),
          parameters: member.parameters.map((parameter) => ({
            name: parameter.name.getText(element),
            type: { text: parameter.type?.getText(element) ?? 'unknown' },
            ...(parameter.questionToken ? { optional: true } : {}),
          })),
          return: { type: { text: member.type?.getText(element) ?? 'void' } },
          description,
        },
      ];
    }
    return [];
  });

  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: ELEMENT_MODULE,
        description: 'Importing this module defines <live-board> (once per page).',
        declarations: [
          {
            kind: 'class',
            name: 'LiveBoardElement',
            description: fileComment(element),
            superclass: { name: 'HTMLElement', package: 'global:' },
            tagName,
            customElement: true,
            attributes,
            members: [...fields, ...classMembers],
            events,
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: tagName,
            declaration: { name: 'LiveBoardElement', module: ELEMENT_MODULE },
          },
          { kind: 'js', name: 'defineLiveBoard', declaration: { name: 'defineLiveBoard', module: ELEMENT_MODULE } },
        ],
      },
    ],
  };
}

/** The leading `/** … *\/` comment of a file, as one line of text. */
function fileComment(source) {
  const match = /^\/\*\*([\s\S]*?)\*\//.exec(source.text);
  return match
    ? match[1]
        .replace(/^\s*\* ?/gm, '')
        .replace(/\s*\n\s*/g, ' ')
        .trim()
    : '';
}

/** Writes the manifest to dist/custom-elements.json and returns its path. */
export function writeManifest(outFile = resolve(ROOT, OUT_FILE)) {
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(createManifest(), null, 2)}\n`);
  return outFile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${writeManifest()}`);
}
