/**
 * The consent vendor's Markup (vendor-provider mode), sanitized by the board's one HTML sanitizer and shown in a
 * shadow root of its own, which alone adopts the vendor's Css. The vendor's Js is never run: the store does not
 * even keep it. Buttons and forms in the markup are stripped by the sanitizer; the banner's own buttons decide.
 */
import { useEffect, useRef } from 'react';

import { setSanitizedHtml } from '../shared/sanitize.ts';
import { vendorStyleSheet } from './vendor-stylesheet.ts';

/** Props of {@link VendorMarkup}. */
export interface VendorMarkupProps {
  markup: string;
  css: string | null;
}

/** A `part="consent-vendor"` box holding the sanitized vendor markup. */
export function VendorMarkup({ markup, css }: VendorMarkupProps) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const sheet = css ? vendorStyleSheet(css) : null;
    root.adoptedStyleSheets = sheet ? [sheet] : [];
    const container = host.ownerDocument.createElement('div');
    root.replaceChildren(container);
    let current = true;
    setSanitizedHtml(container, markup).catch((error: unknown) => {
      if (current) console.error('[live-board] the consent vendor’s message could not be shown', error);
    });
    return () => {
      current = false;
    };
  }, [markup, css]);

  return <div ref={hostRef} className="lb-consent__vendor" part="consent-vendor" />;
}
