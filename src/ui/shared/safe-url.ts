/**
 * URL checks for everything the board puts into `src` and `href`. Campaign data is written by board owners and
 * passes through our API, but a `javascript:` or `data:` URL must never reach the DOM of someone else's page.
 */

import { CONTROL_CHARS, parseUrl } from '../../model/outbound-link.ts';

const ROOT_RELATIVE = /^\/(?![/\\])/;

/** An http(s) or root-relative URL for an image `src`; null for anything else (javascript:, data:, //host, …). */
export function safeImageSrc(url: string | null | undefined): string | null {
  if (!url || CONTROL_CHARS.test(url)) return null;
  if (ROOT_RELATIVE.test(url)) return url;
  const parsed = parseUrl(url);
  return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? url : null;
}

/** An http(s) or root-relative URL for a link `href`; null for anything else. */
export function safeLinkHref(url: string | null | undefined): string | null {
  return safeImageSrc(url);
}

const EMAIL = /^[^\s@?&#/:]+@[^\s@?&#/:]+\.[^\s@?&#/:]+$/;

/** A `mailto:` href for a plain address (no query part can be smuggled in); null when it is not an address. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim();
  return address && EMAIL.test(address) ? `mailto:${address}` : null;
}

/** A link href for a call to action: http(s), root-relative or a plain `mailto:` address; null otherwise. */
export function safeCtaHref(url: string | null | undefined): string | null {
  if (url && /^mailto:/i.test(url)) return mailtoHref(url.slice('mailto:'.length));
  return safeLinkHref(url);
}

/** A CSS `url()` value for a safe image URL, quoted so no character of it can end the value. */
export function cssImageUrl(url: string | null | undefined): string | null {
  const src = safeImageSrc(url);
  return src ? `url(${JSON.stringify(src)})` : null;
}
