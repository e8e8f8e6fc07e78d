/**
 * The one way owner-written HTML (article items' `content_html`, a consent vendor's markup) reaches the DOM:
 * sanitized by DOMPurify, checked, and handed out by the board's Trusted Types policy (`trusted-types.ts`) as
 * `TrustedHTML` under Trusted Types, a string elsewhere. No script, no event handler, no `javascript:` (or other
 * non-web) URL, no frame, plugin or form survives; links open in a new tab without access to the board's window.
 *
 * The policy *is* the sanitizer: whatever calls its `createHTML` gets sanitized markup, so holding it grants
 * nothing. DOMPurify parses the untrusted input through its own `dompurify` policy (an inert document is a
 * Trusted Types sink too), which is why a strict host allows both names. DOMPurify is loaded on first use
 * (`import()`), so boards without HTML content never download it.
 */
import type { Config, DOMPurify } from 'dompurify';

import { createHtmlPolicy, type HtmlPolicy } from './trusted-types.ts';

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

/**
 * The loaded sanitizer: `clean` gives safe markup as a string, `policy` the same as what HTML sinks accept (null
 * where the page refused the policy).
 */
interface Sanitizer {
  clean(html: string): string;
  policy: HtmlPolicy | null;
}

let sanitizer: Promise<Sanitizer> | null = null;

/**
 * The board's own DOMPurify instance (hooks set on it do not leak into a host page's DOMPurify) and the policy
 * around it. A failed download is not cached, so the next article tries again.
 */
function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('dompurify').then(
    ({ default: createDOMPurify }) => {
      const instance = createDOMPurify(window);
      instance.addHook('afterSanitizeAttributes', hardenElement);
      const clean = (html: string) => cleanMarkup(instance, html);
      return { clean, policy: createHtmlPolicy(clean) };
    },
    (error: unknown) => {
      sanitizer = null;
      throw error;
    },
  );
  return sanitizer;
}

/** URL-bearing attributes checked after sanitizing. */
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite', 'data', 'ping'];

/** A URL with a scheme other than http(s)/mailto; control characters are dropped first, as browsers do. */
function hasUnsafeScheme(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore control characters and spaces in a scheme
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

/**
 * Sanitizes `html` inside DOMPurify's inert document, checks the result with {@link isSanitized}, and serializes
 * it. Where the browser cannot sanitize, or the check fails, only the text is kept (escaped) — markup is never
 * passed on unsanitized.
 */
function cleanMarkup(instance: DOMPurify, html: string): string {
  if (!instance.isSupported) return escapeText(textOnly(html));
  // A fragment of DOMPurify's inert document: nothing in it loads or runs while it is checked.
  const fragment = instance.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  if (!isSanitized(fragment)) {
    console.error('[live-board] sanitized HTML still held active content; showing its text only');
    return escapeText(fragment.textContent);
  }
  const box = fragment.ownerDocument.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

/** Sanitized `html` as a string, for callers that need the markup itself rather than inserting it. */
export async function sanitizeHtml(html: string): Promise<string> {
  const { clean } = await loadSanitizer();
  return clean(html);
}

/**
 * Sanitized `html` in the form HTML sinks accept: `TrustedHTML` from the board's `live-board` policy where the
 * browser has Trusted Types, else a string. Pass it to `dangerouslySetInnerHTML` (React 19 hands `TrustedHTML` to
 * `innerHTML` untouched) or to {@link setSanitizedHtml}.
 */
export async function trustedHtml(html: string): Promise<TrustedHTML | string> {
  const { policy } = await loadSanitizer();
  if (!policy) throw new Error(`[live-board] this page's Trusted Types settings do not let the board insert HTML`);
  return policy.createHTML(html);
}

/** Replaces `element`'s content with the sanitized `html` (see {@link trustedHtml}). */
export async function setSanitizedHtml(element: Element, html: string): Promise<void> {
  const markup = await trustedHtml(html);
  // TrustedHTML is what `innerHTML` accepts under Trusted Types; TypeScript's DOM types only know strings.
  element.innerHTML = markup as string;
}

/** The text of `html` without parsing it (tags dropped, entities left as written), for showing as plain text. */
export function textOnly(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` as markup that shows exactly that text. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
