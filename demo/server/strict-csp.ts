/**
 * The Content-Security-Policy of `/demo/strict-csp.html` (docs/element.md, section 6): the strict policy a careful
 * host page sends, under which the board must run without one `securitypolicyviolation`. Each directive names what
 * of the board needs it; anything the board does not need stays closed, so a regression shows up as a violation.
 */

import { FIRST_SCREEN_POLICY_NAME } from '../../src/base/constants.ts';

/** The demo page served with {@link strictCsp} (a path under `demo/`). */
export const STRICT_CSP_PAGE = 'strict-csp.html';

/**
 * The policy. `mediaOrigin` is the origin the API builds media URLs on (`originOf`): a host page must allow the
 * board's media origin, and behind a proxy (the browser tests reach this server through the test runner) it is
 * not the page's own origin, so 'self' alone would not cover it.
 */
export function strictCsp(mediaOrigin: string): string {
  const media = new URL(mediaOrigin).origin;
  return [
    // Fallback for every fetch directive not listed (fonts, workers, manifests): this origin only.
    "default-src 'self'",
    // The CDN entry and the chunks it imports on demand come from the board's origin. No 'unsafe-inline' (the board
    // has no inline script) and no 'unsafe-eval' (nothing calls eval or new Function).
    "script-src 'self'",
    // The page's own stylesheet file. The board needs no 'unsafe-inline': its rules are adopted constructable
    // stylesheets and its theme values go through the CSSOM (element.style), neither of which style-src governs.
    "style-src 'self'",
    // Thumbnails, pictures and seller photos from the board's media origin (or an https CDN), and the data:
    // pictures a sanitized article may keep (DOMPurify lets data: through on <img>).
    `img-src 'self' ${media} data: https:`,
    // Video files play in a native <video> from the board's media origin or an https CDN.
    `media-src 'self' ${media} https:`,
    // Players of video sites (YouTube, Vimeo…) and framed web pages are https; document previews that are not PDFs
    // are framed from the board's media origin.
    `frame-src 'self' ${media} https:`,
    // The API, the analytics service, pings (sendBeacon) and the consent vendor stand-in, all on this origin; the
    // PDF files the board draws come from the media origin.
    `connect-src 'self' ${media}`,
    // The board's PDF worker, a file beside its chunks (a board from a CDN on another origin needs blob: instead).
    "worker-src 'self'",
    // No plugins, no <base> rewriting the chunk URLs, no form posted anywhere: the board's forms submit with fetch.
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    // Every HTML sink takes TrustedHTML only. `live-board` is the board's sanitizing policy; `dompurify` is the one
    // DOMPurify parses untrusted markup through (in an inert document, itself a sink); `live-board-pdf` starts the
    // PDF worker from its one URL; `live-board-first-screen` is the loader's, which writes the first screen the
    // board's server rendered (from the API's origin only). A page that loads two copies of the library, or DOMPurify of its own, adds
    // 'allow-duplicates'.
    "require-trusted-types-for 'script'",
    `trusted-types live-board live-board-pdf ${FIRST_SCREEN_POLICY_NAME} dompurify`,
  ].join('; ');
}
