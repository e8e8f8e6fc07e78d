/**
 * The test page of the server-rendered first screen's browser tests (first-screen*.test.ts): a page whose loader
 * paints the screen while the board's code is held on the server, with recorders of what each frame showed.
 */
import { expect } from 'chai';

import { boardShown, freshDist, holdRequests, pageWith, releaseHeld, requestsHeld, waitFor } from './helpers.ts';

export const BOARD = '<live-board board-slug="acme-launch"></live-board><p id="after">After the board</p>';
/** The first request of the board's own first round: asked only when it did not take the screen's answers. */
export const FIRST_ROUND = '/live_board/v1/boards/acme-launch/';
export const FIRST_SCREEN = '/live_board/v2/boards/acme-launch/first_screen';

/**
 * Recorders a test page runs before the loader: each `data-lb-state` the element takes, and whether the board's code
 * had defined the element by then (a state set before it was the loader's, painting); every frame, whether a tile
 * shows and the language of the board root that shows; the layout shifts.
 */
export const RECORDERS =
  '<script>window.states=[];window.frames_=[];window.langs_=[];' +
  // Null where the engine has no Layout Instability API (Firefox, WebKit): there the boxes alone tell what moved.
  "window.shift=PerformanceObserver.supportedEntryTypes.includes('layout-shift')?0:null;" +
  "new MutationObserver((records)=>{for(const r of records)states.push([r.target.getAttribute('data-lb-state')," +
  "Boolean(customElements.get('live-board'))])}).observe(document,{subtree:true,attributes:true," +
  "attributeFilter:['data-lb-state']});" +
  'if(shift!==null)new PerformanceObserver((l)=>{for(const e of l.getEntries())shift+=e.value})' +
  ".observe({type:'layout-shift',buffered:true});" +
  "(function frame(){const root=document.querySelector('live-board')?.shadowRoot;" +
  'frames_.push([...(root?.querySelectorAll(\'[part~="tile"]\')??[])].some((t)=>t.getBoundingClientRect().height>0&&' +
  't.checkVisibility({visibilityProperty:true,opacityProperty:true})));' +
  "for(const b of root?.children??[])if(b.matches('[part=board]')&&b.checkVisibility({visibilityProperty:true}))" +
  'langs_.push(b.lang);requestAnimationFrame(frame)})();</script>';

interface Recorded {
  states: [string | null, boolean][];
  frames_: boolean[];
  langs_: string[];
  shift: number | null;
}
export const recorded = (win: Window) => win as unknown as Recorded;
/** True when the loader painted a first screen: it set the state before the board's code defined the element. */
export const painted = (win: Window) =>
  recorded(win).states.some(([state, defined]) => state === 'loading' && !defined);

export const hostOf = (doc: Document) => doc.querySelector('live-board')!;
export const rootOf = (doc: Document) => doc.querySelector('live-board')?.shadowRoot;
export const tiles = (doc: Document) => [...(rootOf(doc)?.querySelectorAll<HTMLAnchorElement>('[part~="tile"]') ?? [])];
/**
 * Where each element with a `part` on the first screen is, by part and position: x, y and width (a container's
 * height grows as the board loads more below the screen, which moves nothing).
 */
export function placesOf(doc: Document): Map<string, string> {
  const found = new Map<string, string>();
  const count = new Map<string, number>();
  for (const element of rootOf(doc)?.querySelectorAll('[part]') ?? []) {
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const part = element.getAttribute('part')!;
    const nth = count.get(part) ?? 0;
    count.set(part, nth + 1);
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.top < doc.defaultView!.innerHeight)
      found.set(`${part} #${nth}`, [box.x, box.y, box.width].map(Math.round).join(','));
  }
  return found;
}

/** How many times the page asked for `path`. */
export const asked = (win: Window, path: string) =>
  (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => new URL(entry.name).pathname === path,
  ).length;

/** Options of {@link heldBoard}. */
export interface HeldBoardOptions {
  width?: number;
  /** Markup before the loader (after the recorders). */
  head?: string;
  /** The page's body (default: {@link BOARD}). */
  body?: string;
  /**
   * Where the page says it is (its path and query: the board's routing reads them), set before the loader runs. (A
   * written page is at its writer's address, the test runner's page, until it says otherwise.)
   */
  path?: string;
}

/** A page whose board's code is held back: the painted screen is all there is until `release`. */
export async function heldBoard({ width = 1200, head = '', body = BOARD, path }: HeldBoardOptions = {}) {
  const dist = freshDist();
  await holdRequests(`${dist}chunks/live-board-`);
  const at = path ? `<script>history.replaceState(null,'',${JSON.stringify(path)})</script>` : '';
  const page = await pageWith(body, at + head + RECORDERS, dist);
  page.window.frameElement?.setAttribute('style', `width:${width}px;height:900px`);
  await waitFor(() => tiles(page.document).length >= 12, 'the painted tiles');
  await requestsHeld(1);
  expect(page.window.customElements.get('live-board'), 'the board code has not arrived').to.equal(undefined);
  const release = async () => {
    await releaseHeld();
    return boardShown(hostOf(page.document));
  };
  return { page, dist, release };
}
