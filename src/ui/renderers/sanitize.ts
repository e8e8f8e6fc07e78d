/**
 * The one way owner-written HTML (article items' `content_html`) reaches the DOM: sanitized by DOMPurify, then
 * inserted by {@link setSanitizedHtml}. No script, no event handler, no `javascript:` (or other non-web) URL,
 * no frame, plugin or form survives; links open in a new tab without access to the board's window.
 *
 * Under Trusted Types (a host page with `require-trusted-types-for 'script'`) DOMPurify returns `TrustedHTML`
 * from its own policy, so this module is the only place that needs allowing. DOMPurify is loaded on first use
 * (`import()`), so boards without articles never download it.
 */
import type { Config, DOMPurify } from 'dompurify';

/** Elements removed with their content, on top of DOMPurify's defaults (which already drop `<script>`). */
export const FORBIDDEN_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'portal',
  'template',
] as const;

/**
 * Attributes removed on top of DOMPurify's (which already drops every `on*` handler). Inline styles could lay an
 * article over the viewer's own controls (position: fixed), so presentation comes from the board's stylesheet.
 */
export const FORBIDDEN_ATTRS = ['style', 'srcset', 'formaction', 'action', 'target', 'ping'] as const;

/** Only web and mail links survive: everything else (javascript:, data:, vbscript:, file:…) is dropped. */
const SAFE_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: [...FORBIDDEN_ATTRS],
  ALLOWED_URI_REGEXP: SAFE_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Ids from owner HTML could collide with the board's own (aria-labelledby targets) in the shadow root.
  SANITIZE_NAMED_PROPS: true,
};

/** Hook: every link that survives opens a new tab, without `window.opener` and without leaking the referrer path. */
function hardenElement(node: Element): void {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('referrerpolicy', 'no-referrer');
  }
}

let purifier: Promise<DOMPurify> | null = null;

/** The board's own DOMPurify instance (hooks set on it do not leak into a host page's DOMPurify). */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then(({ default: createDOMPurify }) => {
    const instance = createDOMPurify(window);
    instance.addHook('afterSanitizeAttributes', hardenElement);
    return instance;
  });
  return purifier;
}

/** Whether the page enforces Trusted Types, i.e. whether DOMPurify should hand back `TrustedHTML`. */
function hasTrustedTypes(): boolean {
  return typeof (window as { trustedTypes?: unknown }).trustedTypes !== 'undefined';
}

/** URL-bearing attributes checked after sanitizing. */
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite', 'data', 'ping'];

/** A URL with a scheme other than http(s)/mailto; control characters are dropped first, as browsers do. */
function hasUnsafeScheme(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '');
  return /^[a-z][a-z0-9+.-]*:/i.test(compact) && !/^(?:https?|mailto):/i.test(compact);
}

/**
 * Checks sanitized markup before it goes live: no forbidden element, no event handler, no inline style, no
 * non-web URL (pictures may keep `data:image/…`). DOMPurify already guarantees this in a real browser; the check
 * keeps the guarantee where a DOM implementation misleads it (some test DOMs report support and then skip nodes).
 */
export function isSanitized(root: ParentNode): boolean {
  for (const element of root.querySelectorAll('*')) {
    if ((FORBIDDEN_TAGS as readonly string[]).includes(element.localName.toLowerCase())) return false;
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') return false;
      if (!URL_ATTRS.includes(name) || !hasUnsafeScheme(attribute.value)) continue;
      const picture = name === 'src' && element.localName === 'img' && /^data:image\//i.test(attribute.value.trim());
      if (!picture) return false;
    }
  }
  return true;
}

/** Sanitizes `html` into markup (for callers that need the string; insertion goes through `setSanitizedHtml`). */
export async function sanitizeHtml(html: string): Promise<string> {
  const instance = await loadPurifier();
  if (!instance.isSupported) throw new Error('[live-board] this browser cannot sanitize HTML');
  return instance.sanitize(html, CONFIG);
}

/**
 * Replaces `element`'s content with the sanitized `html`. The sanitized markup is parsed into an inert
 * `<template>` first (a Trusted Types sink that accepts DOMPurify's `TrustedHTML`), checked with
 * {@link isSanitized}, then moved in. Where the browser cannot sanitize, or the check fails, only the text is
 * shown — markup is never inserted unsanitized.
 */
export async function setSanitizedHtml(element: Element, html: string): Promise<void> {
  const instance = await loadPurifier();
  const doc = element.ownerDocument;
  if (!instance.isSupported) {
    element.textContent = textOnly(html);
    return;
  }
  const template = doc.createElement('template');
  // TrustedHTML is what `innerHTML` accepts under Trusted Types; TypeScript's DOM types only know strings.
  template.innerHTML = hasTrustedTypes()
    ? (instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true }) as unknown as string)
    : instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
  if (!isSanitized(template.content)) {
    console.error('[live-board] sanitized article still held active content; showing its text only');
    element.textContent = template.content.textContent ?? '';
    return;
  }
  element.replaceChildren(template.content);
}

/** The text of `html` without parsing it into the live document (tags dropped, entities left as written). */
function textOnly(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
