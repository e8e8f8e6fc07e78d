/**
 * Time per page of a document the board draws (a PDF): while a page is the one in view, its seconds count —
 * paused, like the view-duration milestones, while the tab is hidden or the visitor idle. When another page comes
 * into view, or the document closes, the page's time so far is handed over as one record (whole seconds; less
 * than half a second is not a reading and makes none).
 */
import type { Clock } from './types.ts';

/** The page in view: which item, which page (from 1). */
export interface DocumentPage {
  readonly itemId: number;
  readonly contentItemId: number;
  readonly page: number;
}

/** One page's time: sent as a `page_time` event (docs/analytics.md). */
export interface PageTimeRecord extends DocumentPage {
  readonly seconds: number;
}

/** The counter of one board. */
export interface PageTime {
  /** The page in view now, or null when none is (the document closed, or no page shows enough). */
  setPage(page: DocumentPage | null): void;
  /** Whether time counts (false while the tab is hidden or the session idle). Kept across pages. */
  setCounting(counting: boolean): void;
  /** Hands over the page in view's time and stops: the viewer closed. */
  close(): void;
  /** Stops without handing anything over: the visitor asked not to be tracked. */
  forget(): void;
}

/** Creates the counter; `onRecord` receives each page's time. */
export function createPageTime({ clock, onRecord }: { clock: Clock; onRecord: (record: PageTimeRecord) => void }) {
  let counting = true;
  let current: DocumentPage | null = null;
  /** Counted ms of the current page before the current counting stretch. */
  let banked = 0;
  /** Start of the current counting stretch; null while paused or without a page. */
  let since: number | null = null;

  const counted = () => banked + (since === null ? 0 : clock.now() - since);

  function flush() {
    const page = current;
    const seconds = Math.round(counted() / 1000);
    current = null;
    banked = 0;
    since = null;
    if (page && seconds > 0) onRecord({ ...page, seconds });
  }

  const counter: PageTime = {
    setPage(page) {
      if (
        page &&
        current &&
        page.itemId === current.itemId &&
        page.contentItemId === current.contentItemId &&
        page.page === current.page
      )
        return;
      flush();
      current = page;
      since = page && counting ? clock.now() : null;
    },
    setCounting(next) {
      if (next === counting) return;
      counting = next;
      if (!next) {
        banked = counted();
        since = null;
      } else if (current) {
        since = clock.now();
      }
    },
    close: flush,
    forget() {
      current = null;
      banked = 0;
      since = null;
    },
  };
  return counter;
}
