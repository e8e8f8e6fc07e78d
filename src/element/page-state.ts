/**
 * The page around a board ("Page body classes"). On a standalone board page the body carries `live-board`,
 * `item-viewer-open` plus the viewer's mode class while the viewer is open, and `disable-scroll` while a CTA modal
 * or the greeting is open. Embedded in someone else's page, the board adds no class to the host's body.
 *
 * In both cases the page's scrolling is locked while the board shows a modal — the viewer or a dialog — counted
 * across every board and dialog of the page, and always released: when the modal closes, and when the board
 * leaves the page (the caller stops this on disconnect). The greeting is a card inside the board, not an overlay,
 * so it only sets the class a standalone page's own CSS may use; it never freezes a host page.
 */
import { computed, effect, type ReadonlySignal } from '@preact/signals-core';

import { TAG_NAME } from '../base/constants.ts';
import type { BoardStore } from '../model/board-store.ts';
import type { GreetingStore } from '../model/greeting.ts';
import type { ViewerMode } from '../model/viewer-store.ts';
import { sharedRefCount } from './ref-count.ts';
import { lockScroll } from './scroll-lock.ts';

/** Body classes of a standalone board page; the board's class is the tag's own name. */
export const BODY_CLASS = {
  board: TAG_NAME,
  viewerOpen: 'item-viewer-open',
  /** Prefix of the viewer's mode class: `item-viewer-classic`, `item-viewer-lightbox`. */
  viewerModePrefix: 'item-viewer-',
  disableScroll: 'disable-scroll',
} as const;

/** The viewer's mode class: `item-viewer-classic` or `item-viewer-lightbox`. */
const viewerModeClass = (mode: ViewerMode) => `${BODY_CLASS.viewerModePrefix}${mode}`;

const VIEWER_MODES: readonly ViewerMode[] = ['classic', 'lightbox'];

/** What the page state follows. */
export interface PageStateInputs {
  readonly doc: Document;
  /** A standalone board page (ours): body classes apply. */
  readonly standalone: boolean;
  readonly viewerOpen: ReadonlySignal<boolean>;
  readonly viewerMode: ReadonlySignal<ViewerMode>;
  /** Open dialogs of the board other than the viewer (CTA forms, share, confirmations). */
  readonly dialogsOpen: ReadonlySignal<number>;
  readonly greetingOpen: ReadonlySignal<boolean>;
}

/** Adds `name` to `doc`'s body classes until the returned function is called by every holder on the page. */
export function holdBodyClass(doc: Document, name: string): () => void {
  return sharedRefCount(doc, `body-class:${name}`, () => {
    // Null in a document without a body (the DOM types say otherwise).
    const body = doc.body as HTMLElement | null;
    // A class the page set itself is the page's: it stays when the boards let go.
    if (!body || body.classList.contains(name)) return () => {};
    body.classList.add(name);
    return () => body.classList.remove(name);
  }).acquire();
}

/** Whether a board's greeting card shows (the rule BoardGreeting renders). */
export function greetingShown(
  store: Pick<BoardStore, 'status' | 'board' | 'campaign'>,
  greeting: GreetingStore,
): ReadonlySignal<boolean> {
  return computed(() => {
    const board = store.board.value;
    const campaign = store.campaign.value;
    if (store.status.value !== 'ready' || !board || !campaign) return false;
    return greeting.isOpen(campaign.general.greetings.show, board.id);
  });
}

/** Follows the inputs until the returned function is called, which releases every class and lock held. */
export function followPageState(inputs: PageStateInputs): () => void {
  const { doc } = inputs;
  const held = new Map<string, () => void>();
  const hold = (name: string, wanted: boolean) => {
    const release = held.get(name);
    if (wanted && !release) held.set(name, holdBodyClass(doc, name));
    if (!wanted && release) {
      held.delete(name);
      release();
    }
  };
  let unlock: (() => void) | null = null;
  const stop = effect(() => {
    const viewerOpen = inputs.viewerOpen.value;
    const mode = inputs.viewerMode.value;
    const dialogOpen = inputs.dialogsOpen.value > 0;
    const greetingOpen = inputs.greetingOpen.value;
    if (inputs.standalone) {
      hold(BODY_CLASS.board, true);
      hold(BODY_CLASS.viewerOpen, viewerOpen);
      for (const each of VIEWER_MODES) hold(viewerModeClass(each), viewerOpen && mode === each);
      hold(BODY_CLASS.disableScroll, dialogOpen || greetingOpen);
    }
    const locked = viewerOpen || dialogOpen;
    if (locked && !unlock) unlock = lockScroll(doc);
    if (!locked && unlock) {
      unlock();
      unlock = null;
    }
  });
  return () => {
    stop();
    for (const release of held.values()) release();
    held.clear();
    unlock?.();
    unlock = null;
  };
}
