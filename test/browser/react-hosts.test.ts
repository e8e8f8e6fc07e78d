/**
 * The board in a React host's own HTML (docs/element.md §7): a real Next.js App Router app and a real React Router
 * framework-mode app (test/hosts, built and served as in production) load the board's first round on their server
 * and render `<LiveBoard firstScreen>`, whose first screen is then in the page's HTML as the element's declarative
 * shadow root — before any script. The element adopts that root, the board renders from the server's answers (no
 * first round of its own) and takes over in place, the host hydrates without replacing the element, and every case
 * where the screen is not the same for everyone (a lead, a locked board, a live event, a deep link, a failed or slow
 * API) renders the page without one.
 */
import { expect } from 'chai';

import { ATTR, FIRST_ROUND_SERVER_TIMEOUT_MS, SESSION_GUID_STORAGE_KEY } from '../../src/base/constants.ts';
import { asked, FIRST_ROUND, hostOf, placesOf, rootOf, tiles } from './first-screen-page.ts';
import { clickCategory, injectFault, type OpenedPage, openPage, waitFor } from './helpers.ts';

/** The two hosts, by the path the test runner forwards to each. */
const HOSTS = [
  // (Next.js sends `/next-host/` on to `/next-host`; React Router's basename ends with a slash.)
  { name: 'Next.js App Router', home: '/next-host' },
  { name: 'React Router (framework mode)', home: '/rr-host/' },
] as const;

/** The page's HTML as its server sends it (what the browser parses before any script). */
async function html(path: string): Promise<string> {
  const response = await fetch(path);
  expect(response.status, path).to.equal(200);
  return response.text();
}

/** The tiles in a page's HTML: inside the declarative shadow root of `<live-board>`. */
function tilesInHtml(text: string): number {
  const root = /<live-board[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template><\/live-board>/.exec(text);
  return root ? (root[1]!.match(/part="tile"/g) ?? []).length : 0;
}

/** Resolves once the board says it is ready. */
const ready = (page: OpenedPage) =>
  waitFor(
    () => page.document.querySelector('live-board')?.getAttribute('data-lb-state') === 'ready',
    'the board to be ready',
  );

describe('the board in a React host’s own HTML', function () {
  this.timeout(120_000);

  afterEach(async () => {
    sessionStorage.removeItem(SESSION_GUID_STORAGE_KEY);
    await fetch('/__faults', { method: 'DELETE' });
  });

  for (const host of HOSTS) {
    describe(host.name, () => {
      it('sends the first screen in its HTML, and the board takes it over in place from the server’s answers', async () => {
        const text = await html(host.home);
        expect(tilesInHtml(text)).to.be.greaterThan(0);
        // Its styles are in the root, with no style attribute (a strict page's rule), and its answers are not: the
        // wrapper hands them over in the browser.
        expect(text).to.match(/<template shadowrootmode="open"><style data-lb-build="[^"]+" data-lb-locale="en-US">/);
        expect(text).not.to.match(/<template shadowrootmode="open">[\s\S]* style="/);

        const page = await openPage(host.home, { width: 1200, height: 900 });
        // The parser made the shadow root: the first screen shows whatever the scripts do.
        const element = await waitFor(() => (tiles(page.document).length > 0 ? hostOf(page.document) : null), 'tiles');
        const shadow = element.shadowRoot;
        const before = placesOf(page.document);
        expect(before.size).to.be.greaterThan(2);
        await ready(page);
        // Hydration kept the element and its root (a mismatch would have replaced the element).
        expect(hostOf(page.document)).to.equal(element);
        expect(element.shadowRoot).to.equal(shadow);
        // Nothing moved: every part of the first screen is where it was.
        await waitFor(() => rootOf(page.document)!.querySelectorAll('[data-lb-painted]').length === 0, 'the swap');
        const after = placesOf(page.document);
        for (const [key, box] of before) expect(after.get(key), key).to.equal(box);
        // The board took the server's answers: it did not ask for its first round. And the page reported no error:
        // no hydration mismatch (production React reports one as an error), nothing the board threw.
        expect(asked(page.window, FIRST_ROUND)).to.equal(0);
        expect((page.window as unknown as { __errors: string[] }).__errors).to.deep.equal([]);
        expect(element.getAttribute(ATTR.apiBase)).to.equal(location.origin);
      });

      it('answers the board’s own links in the element’s routing, and the host’s router around it', async () => {
        const page = await openPage(host.home, { width: 1200, height: 900 });
        await ready(page);
        const root = rootOf(page.document)!;
        const pathname = page.window.location.pathname;
        clickCategory(root, 'Product Tours');
        await waitFor(
          () => new URL(page.window.location.href).searchParams.get('lb') === '/acme-launch/product-tours',
          'the route',
        ).catch((error: unknown) => {
          const kids = [...root.children].map(
            (c) => `${c.localName}[${[...c.attributes].map((a) => a.name).join(' ')}]`,
          );
          const links = [...root.querySelectorAll('nav a')].map(
            (a) => `${a.textContent}=${String(a.getAttribute('href'))}`,
          );
          throw new Error(`${String(error)} (at ${page.window.location.href}; ${kids.join(', ')}; ${links.join(' ')})`);
        });
        expect(page.window.location.pathname).to.equal(pathname);
        // The host's own router: away to another page and back, without a page load; the board mounts again and
        // shows from the answers the page's data carries.
        const loaded = page.window.performance.getEntriesByType('navigation').length;
        (page.document.getElementById('host-link') as HTMLAnchorElement).click();
        await waitFor(() => page.document.getElementById('other-heading'), 'the other page');
        (page.document.getElementById('back-link') as HTMLAnchorElement).click();
        await waitFor(
          () => page.document.querySelector('live-board')?.getAttribute('data-lb-state') === 'ready',
          'the board again',
        );
        expect(page.window.performance.getEntriesByType('navigation').length).to.equal(loaded);
        expect(tiles(page.document).length).to.be.greaterThan(0);
      });

      it('renders no first screen for a lead (a token), and the board loads as always', async () => {
        expect(tilesInHtml(await html(`${host.home}?token=lead-token-dana`))).to.equal(0);
      });

      it('renders none for a locked board or a board with a live event, which load as always', async () => {
        for (const board of ['acme-password', 'acme-live']) {
          const text = await html(`${host.home}?board=${board}`);
          expect(text, board).to.include('<live-board');
          expect(tilesInHtml(text), board).to.equal(0);
          expect(text, board).not.to.include('shadowrootmode');
        }
        const page = await openPage(`${host.home}?board=acme-password`);
        await waitFor(
          () => rootOf(page.document)?.querySelector('[part~="gate-password"], input[type=password]'),
          'lock',
        );
      });

      it('renders none for a deep link into the board, which the board then shows', async () => {
        const path = `${host.home}?lb=/acme-launch/product-tours`;
        expect(tilesInHtml(await html(path))).to.equal(0);
        const page = await openPage(path);
        await ready(page);
      });

      it('drops the server’s screen where this tab has a session (it may know a lead), and loads as always', async () => {
        sessionStorage.setItem(SESSION_GUID_STORAGE_KEY, 'a-session-of-this-tab');
        const page = await openPage(host.home);
        await ready(page);
        expect(rootOf(page.document)!.querySelectorAll('[data-lb-painted], style[data-lb-build]')).to.have.length(0);
        // Its own first round, asked as this session: the server's anonymous answers were not used.
        expect(asked(page.window, FIRST_ROUND)).to.equal(1);
      });

      it('still renders the page when the API fails or is slow: without a first screen', async () => {
        await injectFault({ match: '/live_board/v2/boards/acme-launch/categories', status: 500, times: 1 });
        expect(tilesInHtml(await html(host.home))).to.equal(0);
        await injectFault({
          match: '/live_board/v2/boards/acme-launch/campaign',
          delayMs: FIRST_ROUND_SERVER_TIMEOUT_MS + 1_000,
          times: 1,
        });
        const started = performance.now();
        expect(tilesInHtml(await html(host.home))).to.equal(0);
        expect(performance.now() - started).to.be.below(FIRST_ROUND_SERVER_TIMEOUT_MS + 1_000);
        const page = await openPage(host.home);
        await ready(page);
      });
    });
  }

  it('works inside a client component of the host (callbacks), and once', async () => {
    const page = await openPage('/next-host/client');
    await ready(page);
    await waitFor(() => page.document.getElementById('host-ready')?.dataset.count === '1', 'onReady');
    expect(asked(page.window, FIRST_ROUND)).to.equal(0);
  });

  it('styles the first screen under a strict Content-Security-Policy with the page’s nonce', async () => {
    const response = await fetch('/next-host/strict');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).to.include("style-src 'self' 'nonce-");
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    expect(await response.text()).to.include(`<style nonce="${nonce}" data-lb-build=`);
    const page = await openPage('/next-host/strict');
    const root = await waitFor(() => (tiles(page.document).length > 0 ? rootOf(page.document) : null), 'tiles');
    // The root's rules apply (the nonce let them in): the board's theme colour and its tiles' layout.
    const board = root.querySelector('[part=board]')!;
    expect(getComputedStyle(board).getPropertyValue('--lb-theme').trim()).to.equal('#2F5162');
    expect(tiles(page.document)[0]!.getBoundingClientRect().height).to.be.greaterThan(100);
    await ready(page);
  });
});
