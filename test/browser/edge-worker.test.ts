/**
 * A CMS page whose board's API is behind the first-screen edge worker (Cloudflare's `workerd`, started by run.mjs in
 * front of this shard's reference server, reached at `/edge`): the loader paints the worker's first screen and the
 * board takes it over in place, as with the API's own endpoint; a board without a screen for everyone, or one the
 * API does not know, loads as it always does. (The worker's answers: test/edge/workerd.test.ts.)
 */
import { expect } from 'chai';

import { asked, heldBoard, painted, recorded, RECORDERS, rootOf, tiles } from './first-screen-page.ts';
import { freshDist, pageWith, waitFor } from './helpers.ts';

/** The worker's base, as the board's `api-base`. */
const EDGE = () => `${location.origin}/edge`;
/** The page's board's state (the board is parsed once the loader, in the head, has run). */
const stateOf = (doc: Document) => doc.querySelector('live-board')?.getAttribute('data-lb-state');
const board = (slug: string) => `<live-board board-slug="${slug}" api-base="${EDGE()}"></live-board>`;
const FIRST_SCREEN = '/edge/live_board/v2/boards/acme-launch/first_screen';
const FIRST_ROUND = '/edge/live_board/v1/boards/acme-launch/';

describe('a board whose API is behind the first-screen edge worker', () => {
  for (const width of [1280, 375]) {
    it(`paints the worker's screen before the board's code and is taken over in place at ${width} px`, async () => {
      const { page, release } = await heldBoard({ width, body: `${board('acme-launch')}<p id="after">After</p>` });
      expect(painted(page.window), 'painted by the loader').to.equal(true);
      // Where each part in the first two screens is (a container's height grows below them as the board loads more).
      const places = () => {
        const count = new Map<string, number>();
        return [...rootOf(page.document)!.querySelectorAll('[part]')].flatMap((element) => {
          const part = element.getAttribute('part')!;
          const nth = count.get(part) ?? 0;
          count.set(part, nth + 1);
          const box = element.getBoundingClientRect();
          const shown = box.height > 0 && box.top < 2 * page.window.innerHeight;
          return shown && element.checkVisibility({ visibilityProperty: true })
            ? [`${part} #${nth} ${[box.x, box.y, box.width].map(Math.round).join(',')}`]
            : [];
        });
      };
      const before = places();
      expect(before.length, 'parts on the first screens').to.be.at.least(4);
      const root = await release();
      await new Promise((resolve) =>
        page.window.requestAnimationFrame(() => page.window.requestAnimationFrame(resolve)),
      );
      expect(root.querySelector('[data-lb-painted]'), 'the painted nodes are gone').to.equal(null);
      const after = new Set(places());
      expect(
        before.filter((place) => !after.has(place)),
        'parts moved by the takeover',
      ).to.deep.equal([]);
      const { frames_: frames, shift } = recorded(page.window);
      expect(frames.slice(frames.indexOf(true)).includes(false), 'no frame without tiles since the first').to.equal(
        false,
      );
      if (shift !== null) expect(shift, 'layout shift').to.equal(0);
      // The screen came from the worker, with the answers the board took: its first round was never asked.
      expect(asked(page.window, FIRST_SCREEN)).to.equal(1);
      expect(asked(page.window, FIRST_ROUND)).to.equal(0);
      const fromWorker = await fetch(`${FIRST_SCREEN}?locale=en-US`);
      expect(fromWorker.headers.get('X-First-Screen-Cache')).to.match(/^(HIT|MISS|STALE)$/);
      // The board's other requests go on through the worker to the API: a tile opens the viewer.
      tiles(page.document)[0]!.click();
      await waitFor(() => root.querySelector('dialog[part~="viewer"][open]'), 'the viewer');
    });
  }

  it('loads a locked board as always: the worker answers no screen', async () => {
    // (Its own copy of the board's code: a loader that finds the code in the HTTP cache asks for no first screen.)
    const page = await pageWith(board('acme-password'), RECORDERS, freshDist());
    await waitFor(() => stateOf(page.document) === 'locked', 'the lock');
    expect(painted(page.window)).to.equal(false);
    expect(asked(page.window, '/edge/live_board/v2/boards/acme-password/first_screen')).to.equal(1);
  });

  it('shows an unknown board’s error as always, its requests passed on by the worker', async () => {
    // (The worker's own answers for it and for an API that fails: test/edge/workerd.test.ts. A fault here would be
    // the shard's server's, which other files' pages use meanwhile.)
    const page = await pageWith(board('no-such-board'), RECORDERS, freshDist());
    const alert = await waitFor(
      () => page.document.querySelector('live-board')?.shadowRoot?.querySelector('[role="alert"]'),
      'the board’s error',
    );
    expect(alert.textContent).to.contain('Sorry you are having trouble accessing this page');
    expect(painted(page.window)).to.equal(false);
  });
});
