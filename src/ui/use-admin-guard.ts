/**
 * The admin guard: a link from the board into an admin area (`src/model/admin-roles.ts`) acts on the whole company
 * instance, so following it asks first with the admin confirm dialog. Every way of following a link is guarded: a
 * click (with or without a modifier key, which would open it in a new tab or window), a middle click (`auxclick`,
 * a new tab) and Enter on the focused link. The context menu's "Open in new tab" sends the page no event: the
 * server's own admin checks stay the real guard (docs/decisions.md).
 */
import { type KeyboardEvent, type MouseEvent, type RefObject, useRef, useState } from 'react';

import { adminRoleOf } from '../model/admin-roles.ts';
import { isKey } from './shared/keys.ts';

/** The middle mouse button (`MouseEvent.button`). */
const MIDDLE_BUTTON = 1;

/** Marks the link while its confirmed click goes through, so the guard lets that one pass. */
const CONFIRMED_ATTR = 'data-lb-confirmed';

/** What {@link useAdminGuard} gives the board root. */
export interface AdminGuard {
  /** The admin link waiting for the visitor's answer; null when none. */
  readonly pending: HTMLAnchorElement | null;
  /** Where focus returns when the dialog closes: the link. */
  readonly returnFocus: RefObject<HTMLElement | null>;
  /** Capture-phase handlers for the board root; each returns true when it stopped the event. */
  readonly onClickCapture: (event: MouseEvent) => boolean;
  readonly onAuxClickCapture: (event: MouseEvent) => boolean;
  readonly onKeyDownCapture: (event: KeyboardEvent) => boolean;
  /** Follows the pending link (a plain click on it). */
  confirm(): void;
  /** Forgets the pending link. */
  cancel(): void;
}

/** The admin guard of one board; `apiOrigin` says which origin's admin areas count (none: nothing is guarded). */
export function useAdminGuard(apiOrigin: () => string | undefined): AdminGuard {
  const [pending, setPending] = useState<HTMLAnchorElement | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const stop = (event: MouseEvent | KeyboardEvent): boolean => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    const origin = apiOrigin();
    if (!link || !origin || link.hasAttribute(CONFIRMED_ATTR) || !adminRoleOf(link.href, origin)) return false;
    event.preventDefault();
    event.stopPropagation();
    returnFocus.current = link;
    setPending(link);
    return true;
  };

  return {
    pending,
    returnFocus,
    onClickCapture: stop,
    onAuxClickCapture: (event) => event.button === MIDDLE_BUTTON && stop(event),
    onKeyDownCapture: (event) => isKey(event, 'enter') && stop(event),
    confirm() {
      const link = pending;
      setPending(null);
      if (!link) return;
      link.setAttribute(CONFIRMED_ATTR, '');
      try {
        link.click();
      } finally {
        link.removeAttribute(CONFIRMED_ATTR);
      }
    },
    cancel: () => setPending(null),
  };
}
