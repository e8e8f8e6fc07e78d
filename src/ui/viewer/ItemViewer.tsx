/**
 * The item viewer: a modal native `<dialog>` in the shadow root, open while the viewer store is.
 * `showModal()` puts it in the top layer, makes the board and the host page inert and contains Tab. The route
 * drives it: Esc, the close button and the journey buttons only navigate, and the location change opens, steps or
 * closes the store — so back/forward and shared links behave exactly like clicks.
 *
 * Focus moves to the close button on open and returns to the element that opened the viewer (the tile) on close,
 * or to the items heading when that element is gone.
 *
 * The gated-item slot: while the current item is gated for this visitor, the viewer shows the gating
 * form in place of the item's renderer, and offers none of the item's actions (new tab, download, like).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type SyntheticEvent, useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { dependOn } from '../../model/depend-on.ts';
import { itemActions } from '../../model/item-actions.ts';
import type { ViewerMode } from '../../model/viewer-store.ts';
import { newTabUrl, type ViewerActions, ViewerActionsContext, webLink } from '../actions/item-actions.ts';
import { useGatingServices } from '../gating/gating-services.ts';
import { GatingForm } from '../gating/GatingForm.tsx';
import { ItemRenderer } from '../renderers/ItemRenderer.tsx';
import { PdfEngineContext } from '../renderers/pdf/pdf-engine-context.ts';
import { warmItem } from '../renderers/warm-item.ts';
import { useBoardServices } from '../shared/board-context.ts';
import { keyOf } from '../shared/keys.ts';
import { afterNextPaint } from '../shared/link-click.ts';
import { useLang } from '../shared/use-lang.ts';
import { itemCounter } from './item-counter.ts';
import { ItemDescription } from './ItemDescription.tsx';
import { JourneyButton } from './JourneyButton.tsx';
import { useItemDownload } from './use-item-download.ts';
import { useViewerServices } from './viewer-services.ts';
import { ViewerError } from './ViewerError.tsx';
import { type ViewerFlag, ViewerFlags } from './ViewerFlags.tsx';
import { ViewerHeader } from './ViewerHeader.tsx';
import { ViewerSkeleton } from './ViewerSkeleton.tsx';

/** What a gated item offers: nothing of the item until the form is submitted. */
const GATED_ACTIONS = { openInNewTab: false, download: false, like: false } as const;

/** The journey's next item is warmed at most this long after the shown item opened, if it reports no load (a card). */
const NEXT_ITEM_WARM_CAP_MS = 3000;

/** The keys the viewer answers to: Esc closes (where the dialog is not modal), Left/Right step through the journey. */
const VIEWER_KEYS = ['esc', 'left', 'right'] as const;

/** Where arrow keys belong to the control itself: text entry, media scrubbing, sliders, embedded frames. */
const OWN_ARROW_KEYS =
  'input, textarea, select, video, audio, iframe, [contenteditable]:not([contenteditable="false"]), [role="slider"], [role="textbox"], [role="listbox"]';

/** The focused element of the dialog's root (shadow root or document); null when nothing in it has focus. */
function activeIn(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement as HTMLElement | null;
  return active && active !== active.ownerDocument.body ? active : null;
}

/**
 * Gives focus back on close: to the opener; if the grid re-rendered it, to the tile of the same item; else to the
 * items heading (made focusable for the purpose).
 */
function returnFocus(dialog: HTMLDialogElement, opener: HTMLElement | null, openerItemId: string | null): void {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  const root = dialog.getRootNode() as Document | ShadowRoot;
  const tile = openerItemId
    ? root.querySelector<HTMLElement>(`[part~="tile"][data-item-id="${CSS.escape(openerItemId)}"]`)
    : null;
  if (tile) {
    tile.focus();
    return;
  }
  const heading = root.querySelector<HTMLElement>('.lb-items__heading');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }
}

/** The viewer of one board. Render it once, inside the ready board; it reads everything from the board services. */
export function ItemViewer() {
  useSignals();
  const { store, bus, viewer, navigation, outbound } = useBoardServices();
  const services = useViewerServices();
  const { gating, linkPrefill } = useGatingServices();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openerItemRef = useRef<string | null>(null);
  const shownRef = useRef(false);
  const modalRef = useRef(false);
  const headingId = useId();
  // The counter's numbers are written in the language around the viewer.
  const lang = useLang(dialogRef);

  const state = viewer.state.value;
  const isOpen = viewer.isOpen.value;
  const current = viewer.current.value;
  const campaign = store.campaign.value;
  // Links depend on the board's append-params flag and the presenter's email: re-render when they arrive.
  dependOn(store.board.value, store.presenter.value);
  const config = campaign?.items.item_viewer_config;
  const theme: ViewerMode = config && !config.is_classic_theme ? 'lightbox' : 'classic';
  const hasNavigation = config?.has_navigation ?? true;
  const shown = state.status === 'active' ? current : null;
  const neighbour = (id: number | null): Item | null => (id === null ? null : (state.items[String(id)] ?? null));
  const previous = neighbour(state.prevItemId);
  const next = neighbour(state.nextItemId);
  // Reads the gating signals (campaign, lead, submitted flag): the slot follows them.
  const gatedItem = shown && gating?.isGated(shown) ? shown : null;

  const likes = services.likes ?? null;
  const downloads = useItemDownload(services.download, bus, () => (dialogRef.current?.open ? dialogRef.current : null));

  const requestClose = () => navigation.closeViewer();
  const step = (item: Item, direction: 'previous' | 'next') => navigation.step(item, direction);

  useEffect(() => viewer.setMode(theme), [viewer, theme]);

  // The journey's next item is the likely next step: what it needs beyond this chunk (pdf.js) starts loading — once
  // the item shown has loaded, so as not to take the network from what the visitor is waiting for.
  const ownEngine = useContext(PdfEngineContext) === null;
  useEffect(() => {
    if (!isOpen || !next || !shown || !ownEngine) return;
    let warmed = false;
    const warm = () => {
      if (warmed) return;
      warmed = true;
      warmItem(next);
    };
    const stop = bus.on('item-viewer-loaded', ({ itemId }) => {
      if (itemId === shown.id) warm();
    });
    const timer = setTimeout(warm, NEXT_ITEM_WARM_CAP_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
    // Keyed by the items' ids: the objects change with every journey answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [isOpen, next?.id, shown?.id, ownEngine, bus]);

  // A gated item brings the form up (its opened flag, and the location to come back to after submitting).
  const gatedItemId = gatedItem?.id ?? null;
  useLayoutEffect(() => {
    if (gatedItem) gating?.open(gatedItem);
    // Only a different gated item opens the form again: the item object and the gating store may change without.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the gated item's id, see above
  }, [gatedItemId]);

  // Opening and closing follow the store; the dialog is only the view of it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen) {
      if (!dialog.open) {
        openerRef.current = activeIn(dialog);
        openerItemRef.current = openerRef.current?.closest('[data-item-id]')?.getAttribute('data-item-id') ?? null;
        try {
          if (typeof dialog.showModal !== 'function') throw new Error('no showModal');
          dialog.showModal();
          modalRef.current = true;
        } catch {
          // Old engines and some test DOMs: an open, non-modal dialog; Esc is handled on keydown.
          dialog.setAttribute('open', '');
          modalRef.current = false;
        }
      }
      shownRef.current = true;
      (closeRef.current ?? dialog).focus();
      return;
    }
    if (!shownRef.current) return;
    shownRef.current = false;
    downloads.cancel();
    if (dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    returnFocus(dialog, openerRef.current, openerItemRef.current);
    openerRef.current = null;
    openerItemRef.current = null;
    // Only the open state drives this effect (`downloads.cancel` is stable).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [isOpen]);

  // Stepping swaps the header's actions; if the focused one went with them, focus stays inside the dialog.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog?.open) return;
    const active = activeIn(dialog);
    if (!active || !dialog.contains(active)) (closeRef.current ?? dialog).focus();
  });

  // A download in flight belongs to the item it was asked for.
  const currentId = current?.id ?? null;
  useEffect(() => downloads.cancel, [currentId, downloads.cancel]);

  // Unmounted while open (the board went away): leave the top layer and give focus back.
  useEffect(
    () => () => {
      const dialog = dialogRef.current;
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (openerRef.current?.isConnected) openerRef.current.focus();
    },
    [],
  );

  const flags = campaign?.items;
  const actions: ViewerActions = {
    actionsFor(item) {
      if (gating?.isGated(item)) return GATED_ACTIONS;
      const offered = itemActions(item, {
        block_download: flags?.block_download ?? true,
        show_likes: flags?.show_likes ?? false,
      });
      // Only what the board can do here: no download call or like store, no action.
      return {
        ...offered,
        download: offered.download && Boolean(services.download),
        like: offered.like && likes !== null,
      };
    },
    newTabLink: (item) => webLink(newTabUrl(item), outbound),
    linkTo: (url) => webLink(url, outbound),
    download: (item) => void downloads.start(item),
    downloadingItemId: downloads.state.status === 'pending' ? downloads.state.itemId : null,
  };

  // Esc raises `cancel`: the route decides, so the dialog is not closed here (the store closes it).
  // Escape (the dialog's cancel, or the key where the dialog is not modal) is answered at once; closing the viewer
  // (the board behind it rendered again) follows in a task of its own, after the next paint.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    afterNextPaint(requestClose);
  };

  // The browser may still close the dialog itself (repeated Esc without user activation): follow it.
  const onClose = () => {
    if (viewer.isOpen.peek() && !dialogRef.current?.open) requestClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const key = keyOf(event, VIEWER_KEYS);
    if (key === 'esc' && !modalRef.current) {
      event.preventDefault();
      afterNextPaint(requestClose);
      return;
    }
    if (key !== 'left' && key !== 'right') return;
    if (!hasNavigation || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    const target = event.target as Element | null;
    if (target?.closest(OWN_ARROW_KEYS)) return;
    const rtl = dialogRef.current ? getComputedStyle(dialogRef.current).direction === 'rtl' : false;
    const forward = (key === 'right') !== rtl;
    const item = forward ? next : previous;
    if (!item) return;
    event.preventDefault();
    step(item, forward ? 'next' : 'previous');
  };

  const viewerFlags: ViewerFlag[] = [];
  if (shown && downloads.state.status === 'failed' && downloads.state.itemId === shown.id) {
    viewerFlags.push({ key: 'download-failed', message: m.downloadFailed(), onDismiss: downloads.dismiss });
  }
  // Reading the statuses subscribes this component to like changes (the like-failed flag).
  dependOn(likes?.statuses.value);
  if (shown && likes?.failed(shown.id)) {
    viewerFlags.push({ key: 'like-failed', message: m.likeFailed(), onDismiss: () => likes.dismissFailure(shown.id) });
  }

  let content;
  if (state.status === 'error')
    content = (
      <ViewerError
        code={state.errorCode}
        retryable={state.retryable}
        onRetry={() => navigation.sync()}
        onClose={requestClose}
      />
    );
  else if (gatedItem && gating) {
    content = <GatingForm key={gatedItem.id} gating={gating} lead={store.lead.value} linkPrefill={linkPrefill} />;
  } else if (shown) content = <ItemRenderer key={shown.id} item={shown} />;
  else content = <ViewerSkeleton />;

  return (
    <dialog
      ref={dialogRef}
      part="viewer"
      className={`lb-viewer lb-viewer--${theme}`}
      aria-labelledby={headingId}
      data-status={state.status}
      data-item-id={shown?.id}
      data-gated={gatedItem ? '' : undefined}
      tabIndex={-1}
      onCancel={onCancel}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      {isOpen && (
        <ViewerActionsContext.Provider value={actions}>
          <div className="lb-viewer__frame">
            <ViewerHeader
              headingId={headingId}
              item={shown}
              status={state.status}
              counter={shown ? itemCounter(state.index, state.count, lang) : null}
              likes={likes}
              onClose={requestClose}
              closeRef={closeRef}
            />
            <ViewerFlags flags={viewerFlags} />
            <div className="lb-viewer__body">
              <div className={hasNavigation ? 'lb-viewer__stage lb-viewer__stage--journey' : 'lb-viewer__stage'}>
                {hasNavigation && <JourneyButton direction="previous" target={previous} onStep={step} />}
                <div className="lb-viewer__content">{content}</div>
                {hasNavigation && <JourneyButton direction="next" target={next} onStep={step} />}
              </div>
              {shown?.description && <ItemDescription key={shown.id} text={shown.description} />}
            </div>
            {hasNavigation && (
              <div className="lb-viewer__journey-bar">
                <JourneyButton direction="previous" target={previous} onStep={step} inBar />
                <JourneyButton direction="next" target={next} onStep={step} inBar />
              </div>
            )}
          </div>
        </ViewerActionsContext.Provider>
      )}
    </dialog>
  );
}
