/**
 * An `<iframe>` for everything the viewer frames: players, web pages, PDFs and document previews. A browser
 * says nothing when a site refuses to be framed (X-Frame-Options, frame-ancestors), so where the content has a
 * page of its own, a new-tab fallback is offered: always as a bar under plain web pages (`hint`), and as a fuller
 * card over any frame that has not loaded after {@link FRAME_LOAD_TIMEOUT_MS}.
 */
import { useEffect, useState } from 'react';

import * as m from '../../i18n/viewer-messages.ts';
import type { OutboundLink } from '../../model/outbound-link.ts';
import { Icon } from '../shared/Icon.tsx';

/** How long a frame may take before the fallback card shows: our own choice, a few seconds on a slow line. */
export const FRAME_LOAD_TIMEOUT_MS = 8000;

/** Props of {@link FramedContent}. */
export interface FramedContentProps {
  /** A checked absolute http(s) URL. */
  src: string;
  /** The frame's accessible title. */
  title: string;
  /** Renderer modifier class (`player`, `page`, `document`). */
  variant: 'player' | 'page' | 'document';
  /** Sandbox tokens, or null for none. */
  sandbox: string | null;
  /** Where the content opens in a new tab, when it may. */
  fallback: OutboundLink | null;
  /** Show the "may not allow being shown here" bar under the frame from the start. */
  hint?: boolean;
  /** Called on the frame's `load`. */
  onLoad: () => void;
  /** Move focus into the frame once it has loaded (a player the visitor just asked for). */
  focusOnLoad?: boolean;
}

/** A titled frame with the fallbacks described above. */
export function FramedContent({
  src,
  title,
  variant,
  sandbox,
  fallback,
  hint = false,
  onLoad,
  focusOnLoad = false,
}: FramedContentProps) {
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  // A new address starts over (state reset while rendering: React renders again before committing).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setLoaded(false);
    setSlow(false);
  }

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), FRAME_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src]);

  const newTab = fallback && (
    <a className="lb-render__fallback-link" href={fallback.href} target={fallback.target} rel={fallback.rel}>
      {m.openInNewTab()}
      <Icon name="external" className="lb-icon--trailing" />
    </a>
  );

  return (
    <div className={`lb-render lb-render--frame lb-render--${variant}`} part="viewer-content">
      <div className="lb-render__frame-box">
        <iframe
          className="lb-render__frame"
          src={src}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox={sandbox ?? undefined}
          onLoad={(event) => {
            setLoaded(true);
            if (focusOnLoad) event.currentTarget.focus();
            onLoad();
          }}
        />
        {slow && !loaded && (
          <div className="lb-render__slow" role="status">
            <Icon name="alert" />
            <p>{m.frameSlow()}</p>
            {newTab}
          </div>
        )}
      </div>
      {hint && fallback && (
        <p className="lb-render__fallback">
          <span>{m.framedSiteHint()}</span> {newTab}
        </p>
      )}
    </div>
  );
}
