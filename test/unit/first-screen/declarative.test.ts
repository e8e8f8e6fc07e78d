/**
 * A first screen the page's HTML brought (declarative.ts): adopted for the board to take over — its taps held, its
 * answers filed for the board's client — or removed at once where it is not this visit's (a session that may know a
 * lead, a deep link).
 */
import { afterEach, describe, expect, it } from 'vitest';

import { itemsBody, itemsPath } from '../../../src/api/first-round.ts';
import { prefetchKey, takePrefetched } from '../../../src/api/prefetch.ts';
import { SESSION_GUID_STORAGE_KEY, STATE_ATTR } from '../../../src/base/constants.ts';
import { adoptDeclarativeScreen } from '../../../src/first-screen/declarative.ts';
import { declarativeScreen } from '../../../src/first-screen/fragment.ts';
import { paintedFirstScreens } from '../../../src/first-screen/painted.ts';

const API = 'https://api.example.test';
const BOARD =
  '<div part="board" lang="en-US"><a part="tile" href="/acme-launch/home/a">A</a><button>Share</button></div>';

/** A `<live-board>` whose shadow root holds what the HTML parser would have made of `content`. */
function hostWith(content: string, attributes = 'board-slug="acme-launch"') {
  document.body.innerHTML = `<live-board ${attributes}></live-board>`;
  const host = document.body.firstElementChild!;
  host.attachShadow({ mode: 'open' }).innerHTML = content;
  return host;
}

const screen = (round?: Record<string, unknown>) =>
  declarativeScreen(
    { html: BOARD, css: ':host{display:block}', build: 'b1', locale: 'en-US' },
    round ? { round: { apiBase: API, data: round } } : {},
  );

afterEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('adopting a declarative first screen', () => {
  it('holds it for the board, its taps kept for the board, and files the answers it carries', async () => {
    const items = { data: {}, total: 0 };
    const host = hostWith(
      screen({ [itemsPath('acme-launch')]: items, '/live_board/v1/boards/acme-launch/': { id: 101 } }),
    );
    expect(adoptDeclarativeScreen(host)).toBe(true);
    const painted = paintedFirstScreens().get(host)!;
    expect(painted).toMatchObject({ build: 'b1', locale: 'en-US' });
    expect(painted.nodes.map((node) => node.nodeName)).toEqual(['STYLE', 'DIV']);
    expect(host.getAttribute(STATE_ATTR)).toBe('loading');
    // Its answers are the board's client's now (the items page as the POST it sends); the script is gone.
    expect(host.shadowRoot!.querySelector('script')).toBeNull();
    const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
    const post = takePrefetched(
      prefetchKey('POST', API + itemsPath('acme-launch'), JSON.stringify(itemsBody(null, 1))),
      headers,
    );
    expect(await (await post!).json()).toEqual(items);
    expect(
      takePrefetched(prefetchKey('GET', `${API}/live_board/v1/boards/acme-launch/`, null), headers),
    ).not.toBeNull();
    // Adopted once.
    expect(adoptDeclarativeScreen(host)).toBe(false);

    // A tap waits for the board while the screen shows, and not once it is gone (its style element outlives it).
    const button = host.shadowRoot!.querySelector('button')!;
    const tap = () =>
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    expect(tap()).toBe(false);
    expect(painted.tap).toBe(button);
    const later = host.shadowRoot!.querySelector('div')!;
    later.remove();
    host.shadowRoot!.append(button);
    expect(tap()).toBe(true);
  });

  it('files the answers under the API base the board asks, where the element names its own', () => {
    const host = hostWith(screen({ '/live_board/v1/boards/acme-launch/': { id: 101 } }));
    expect(adoptDeclarativeScreen(host, 'https://proxy.example.test')).toBe(true);
    const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
    const key = (base: string) => prefetchKey('GET', `${base}/live_board/v1/boards/acme-launch/`, null);
    expect(takePrefetched(key(API), headers)).toBeNull();
    expect(takePrefetched(key('https://proxy.example.test'), headers)).not.toBeNull();
  });

  it('removes a screen this visit should not see: a session of this tab, a deep link, a token', () => {
    sessionStorage.setItem(SESSION_GUID_STORAGE_KEY, 'a-session');
    const known = hostWith(screen());
    expect(adoptDeclarativeScreen(known)).toBe(false);
    expect(known.shadowRoot!.childNodes).toHaveLength(0);
    expect(paintedFirstScreens().has(known)).toBe(false);
    sessionStorage.clear();

    history.replaceState(null, '', '/?lb=/acme-launch/product-tours');
    const deep = hostWith(screen());
    expect(adoptDeclarativeScreen(deep)).toBe(false);
    expect(deep.shadowRoot!.childNodes).toHaveLength(0);
    history.replaceState(null, '', '/');

    const lead = hostWith(screen(), 'board-slug="acme-launch" token="t"');
    expect(adoptDeclarativeScreen(lead)).toBe(false);
    expect(lead.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('leaves a shadow root that holds no first screen alone', () => {
    const host = hostWith('<p>something else</p>');
    expect(adoptDeclarativeScreen(host)).toBe(false);
    expect(host.shadowRoot!.innerHTML).toBe('<p>something else</p>');
  });
});
