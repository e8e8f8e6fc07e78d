/**
 * Link items of a video or document site (link sources): a facade first — the item's picture (or a designed
 * placeholder with the site's mark when the picture would come from the site itself), its title, the site's name
 * and a play button — and no request of any kind to the site until the visitor presses play. Play loads the site's embeddable player
 * (privacy-enhanced where the site has a mode for it) and starts it, in the one press.
 *
 * Where the board needs cookie consent and has none yet, play asks for it first (a short notice with Accept); with
 * cookies declined the player is not loaded and the visitor gets the way to open the item on the site. A URL the
 * site would not recognise is framed as a plain web page instead.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import { itemTypeLabel } from '../../i18n/item-type-labels.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { CONSENT_ORIGIN } from '../../model/consent.ts';
import { itemType } from '../../model/item-types.ts';
import { useViewerActions } from '../actions/item-actions.ts';
import { useBoardServices } from '../shared/board-context.ts';
import { Icon } from '../shared/Icon.tsx';
import { safeImageSrc } from '../shared/safe-url.ts';
import { isPlayerProvider, isVendorUrl, playerFrame, type PlayerProvider } from './embed-url.ts';
import { FramedContent } from './FramedContent.tsx';
import { FramedLinkRenderer } from './FramedLinkRenderer.tsx';
import { SITE_MARKS } from './site-marks.ts';
import { useLoadedOnce } from './use-loaded-once.ts';

/** A filled triangle: the play button's mark. */
const PLAY_ICON = 'M8 5.5v13l11-6.5z';

/** Where the board stands on cookies for a player: unknown while its consent check runs. */
type PlayerConsent = 'granted' | 'denied' | 'pending' | 'unknown';

function usePlayerConsent(): PlayerConsent {
  useSignals();
  const { consent } = useBoardServices();
  if (!consent) return 'unknown';
  const state = consent.state.value;
  if (state !== 'pending') return state;
  return consent.needed.value === null ? 'unknown' : 'pending';
}

/** The facade, then the player of `item.link_url`. */
export function PlayerRenderer({ item }: { item: Item }) {
  const type = item.presented_item_type;
  const frame = isPlayerProvider(type) ? playerFrame(type, item.link_url, { play: true }) : null;
  if (!frame || !isPlayerProvider(type)) return <FramedLinkRenderer item={item} />;
  return <PlayerFacade item={item} provider={type} src={frame.src} sandbox={frame.sandbox} />;
}

function PlayerFacade({
  item,
  provider,
  src,
  sandbox,
}: {
  item: Item;
  provider: PlayerProvider;
  src: string;
  sandbox: string | null;
}) {
  const actions = useViewerActions();
  const { consent } = useBoardServices();
  const loaded = useLoadedOnce(item.id);
  const decision = usePlayerConsent();
  const [pressed, setPressed] = useState(false);
  const accept = useRef<HTMLButtonElement>(null);
  const site = itemTypeLabel(provider);
  const fallback = actions.actionsFor(item).openInNewTab ? actions.newTabLink(item) : null;
  const asking = pressed && decision === 'pending';

  // The facade is the item's content until play: it counts as loaded once shown.
  useEffect(() => loaded(), [loaded]);
  // The play button is gone once pressed: the question takes focus (the player takes it when it loads).
  useEffect(() => {
    if (asking) accept.current?.focus();
  }, [asking]);

  if (pressed && decision === 'granted') {
    return (
      <FramedContent
        src={src}
        title={m.frameTitle(item.name, site)}
        variant="player"
        sandbox={sandbox}
        fallback={fallback}
        focusOnLoad
        onLoad={loaded}
      />
    );
  }

  const picture = safeImageSrc(item.thumbnail_url);
  // A picture on the site's own hosts would reach the site before play.
  const poster = picture && !isVendorUrl(provider, picture) ? picture : null;
  const newTab = fallback && (
    <a className="lb-render__fallback-link" href={fallback.href} target={fallback.target} rel={fallback.rel}>
      {m.openInNewTab()}
      <Icon name="external" className="lb-icon--trailing" />
    </a>
  );

  return (
    <div className="lb-render lb-render--player" part="viewer-content">
      <div className="lb-facade" data-provider={provider}>
        {poster ? (
          <img className="lb-facade__poster" src={poster} alt="" decoding="async" />
        ) : (
          <div className="lb-facade__placeholder" aria-hidden="true">
            <SiteMark provider={provider} />
          </div>
        )}
        <div className="lb-facade__caption">
          <p className="lb-facade__title">{item.name}</p>
          <p className="lb-facade__site">{site}</p>
        </div>
        {!pressed && (
          <button
            type="button"
            className="lb-facade__play"
            aria-label={m.playVideo(item.name)}
            onClick={() => setPressed(true)}
          >
            <Icon path={PLAY_ICON} filled />
          </button>
        )}
        {pressed && decision === 'unknown' && (
          <p className="lb-facade__notice" role="status">
            {m.loadingItem()}
          </p>
        )}
        {asking && (
          <div className="lb-facade__notice" role="group" aria-label={site}>
            <p>{m.playerNeedsConsent(site)}</p>
            <div className="lb-facade__actions">
              <button
                ref={accept}
                type="button"
                className="lb-button lb-button--primary"
                onClick={() => consent?.give(CONSENT_ORIGIN.banner)}
              >
                {m.acceptAndPlay()}
              </button>
              {newTab}
            </div>
          </div>
        )}
        {pressed && decision === 'denied' && (
          <div className="lb-facade__notice" role="status">
            <p>{m.playerDeclined(site)}</p>
            {newTab}
          </div>
        )}
      </div>
    </div>
  );
}

/** The site's mark, or the item type's icon for a site without one. */
function SiteMark({ provider }: { provider: PlayerProvider }) {
  const mark = SITE_MARKS[provider];
  const shape = mark ? { path: mark } : { name: itemType(provider).icon };
  return <Icon {...shape} weight={1.5} className="lb-facade__mark" />;
}
