/**
 * HTML pages (docs/server.md): the index of demos and boards, standalone board pages in both route schemes, the
 * sign-in fallback and the stand-in pages of the live event. Standalone board pages carry a CSRF token in
 * `<meta name="csrf-token">`: the board is same-origin with the API there, so it may use it (docs/decisions.md).
 */
import { existsSync, readdirSync } from 'node:fs';

import { type Context, Hono } from 'hono';

import { ATTR, CSRF_META_NAME, TAG_NAME } from '../../../src/base/constants.ts';
import type { BoardEntry } from '../catalog.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { escapeHtml, htmlDocument } from '../html.ts';

const BOARD_NOTES: Readonly<Record<string, string>> = {
  'acme-launch':
    'open board: every section and item kind, subcategories, link category, and a subcategory left out of the ' +
    'list (<a href="/acme-launch/energy">/acme-launch/energy</a>)',
  'acme-gated': 'lead form gating some items (campaign_type 1)',
  'acme-password': 'password <code>open-sesame</code>',
  'acme-verify': 'email code; <code>lead@example.com</code> is authorized (code at <a href="/__mail">/__mail</a>)',
  'acme-live': 'live event (Zoom, scheduled now)',
  'acme-consent': 'privacy warning for regulated countries (set one with <code>POST /__geo</code>)',
  'acme-big': '10,000 items',
};

/** The demo pages under `/demo/`, each with what it shows. */
export const DEMO_PAGES: Readonly<Record<string, string>> = {
  'cms.html': 'a plain CMS page with the script tag and one board (query routing)',
  'cms-server-rendered.html':
    'the same page as a server that puts the board’s first screen into its HTML sends it (the endpoint’s HTML fragment)',
  'react.html':
    'a host React app using the <code>&lt;LiveBoard&gt;</code> wrapper: its callbacks logged, a host router switch',
  'two-boards.html': 'two boards on one page, each with its own route parameter in the URL',
  'framed.html': 'a standalone board page in an iframe, resized by the messages it posts',
  'strict-csp.html': 'a strict Content-Security-Policy with Trusted Types, reporting any violation',
  'hostile/hostile.html':
    'host CSS that styles everything (WordPress, Bootstrap and Tailwind resets): the board is unmoved',
};

function boardPage(state: ServerState, board: BoardEntry, attribute: 'board-slug' | 'board-id'): string {
  const value = attribute === ATTR.boardSlug ? board.spec.slug : String(board.spec.id);
  const head = [
    `<meta name="${CSRF_META_NAME}" content="${escapeHtml(state.csrf.issue())}">`,
    '<style>html,body{margin:0;min-height:100%;background:#f7f8fa}</style>',
    '<script src="/dist/live-board.js"></script>',
  ].join('\n');
  const body = `<${TAG_NAME} ${attribute}="${escapeHtml(value)}" ${ATTR.routing}="path" ${ATTR.base}="/"></${TAG_NAME}>`;
  return htmlDocument(board.spec.name, body, head);
}

function indexPage(state: ServerState): string {
  // The known demos with their notes, then any other page added to demo/ since.
  const others = existsSync(state.demoDir)
    ? readdirSync(state.demoDir)
        .filter((name) => name.endsWith('.html') && !(name in DEMO_PAGES))
        .sort()
    : [];
  const demos = [...Object.entries(DEMO_PAGES), ...others.map((name) => [name, ''] as const)];
  const built = existsSync(state.distDir);
  const rows = state.catalog.boards
    .map(
      (b) =>
        `<tr><td><a href="/${b.spec.slug}">${escapeHtml(b.spec.slug)}</a></td>` +
        `<td><a href="/public/prism/${b.spec.id}">${b.spec.id}</a></td>` +
        `<td>${escapeHtml(b.spec.name)}<br><small>${BOARD_NOTES[b.spec.slug] ?? ''}</small></td>` +
        `<td>${b.total.toLocaleString('en-US')}</td></tr>`,
    )
    .join('');
  const body = [
    '<h1>live-board reference server</h1>',
    built ? '' : '<p><strong>dist/ is not built:</strong> run <code>npm run build</code> for the boards to render.</p>',
    '<h2>Demos</h2>',
    `<ul>${demos.map(([page, note]) => `<li><a href="/demo/${escapeHtml(page)}">${escapeHtml(page)}</a>${note ? ` — ${note}` : ''}</li>`).join('')}</ul>`,
    '<h2>Fixture boards</h2>',
    '<table><tr><th>Standalone (slug)</th><th>Legacy (id)</th><th>Board</th><th>Items</th></tr>',
    rows,
    '</table>',
    '<h2>Debug endpoints</h2>',
    '<ul><li><a href="/__events">/__events</a> (<a href="/__events?raw=1">raw</a>)</li>',
    '<li><a href="/__requests">/__requests</a></li><li><a href="/__mail">/__mail</a></li>',
    '<li><a href="/__faults">/__faults</a></li><li><a href="/__geo">/__geo</a></li></ul>',
  ].join('\n');
  return htmlDocument('live-board reference server', body);
}

const LIVE_VIEWS: Readonly<Record<string, string>> = {
  'pre-meeting': 'The keynote starts soon. Stay on this page: it opens here automatically.',
  meeting: 'Live now. (Stand-in: the Zoom meeting would be embedded here.)',
  'post-meeting': 'Thanks for joining! The recording will appear under Keynote Materials.',
};

/** The stand-in player pages: light text on a dark stage, centred. */
const LIVE_PAGE_STYLE =
  'html{background:#111827;color:#f3f4f6}body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;' +
  'display:grid;place-content:center;text-align:center;padding:24px;box-sizing:border-box}h1{font-size:24px;margin:0 0 8px}';

/** Routes of this module. Register last: the board page routes match any first path segment. */
export function pageRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/', (c) => c.html(indexPage(state)));

  app.get('/signin', (c) =>
    c.html(
      htmlDocument(
        'Sign in',
        '<h1>Sign in</h1><p>This board needs you to sign in. (The reference server has no accounts: this page ' +
          'stands in for the vendor’s sign-in.)</p><form><label>Email <input type="email" name="email"></label> ' +
          '<button type="button">Continue</button></form>',
      ),
    ),
  );

  app.get('/live/:view', (c) => {
    const text = LIVE_VIEWS[c.req.param('view')];
    if (!text) return c.notFound();
    // Shown in the board's dark player frame: a dark page of its own with light text (not the page style's dark
    // text on a transparent page, which read as grey on black).
    return c.html(
      htmlDocument(
        'Acme Spring Launch Keynote',
        `<h1>Acme Spring Launch Keynote</h1><p>${text}</p>`,
        `<style>${LIVE_PAGE_STYLE}</style>`,
      ),
    );
  });

  const legacy = (c: Context<AppEnv>) => {
    const board = state.catalog.board(c.req.param('boardId') ?? '');
    return board ? c.html(boardPage(state, board, 'board-id')) : c.notFound();
  };
  app.get('/public/prism/:boardId', legacy);
  app.get('/public/prism/:boardId/*', legacy);

  // Slug scheme: /{boardSlug}[/{categorySlug}[/{itemSlug}]]; the board resolves category and item itself.
  const bySlug = (c: Context<AppEnv>) => {
    const board = state.catalog.board(c.req.param('boardSlug') ?? '');
    return board && board.spec.slug === c.req.param('boardSlug')
      ? c.html(boardPage(state, board, 'board-slug'))
      : c.notFound();
  };
  app.get('/:boardSlug', bySlug);
  app.get('/:boardSlug/:categorySlug', bySlug);
  app.get('/:boardSlug/:categorySlug/:itemSlug', bySlug);

  return app;
}

/** The 404 page of non-API paths. */
export function notFoundPage(): string {
  return htmlDocument(
    'Not found',
    '<h1>Not found</h1><p>There is no page or board here. See the <a href="/">index</a> for the fixture boards.</p>',
  );
}
