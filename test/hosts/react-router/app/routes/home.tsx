/**
 * The host's page around a board: its loader loads the board's first round on the server (`loadFirstScreen`), and
 * `<LiveBoard firstScreen>` renders the first screen into the page's HTML. Query parameters choose the board and its
 * attributes.
 */
import { LiveBoard } from 'live-board/react';
import { loadFirstScreen } from 'live-board/server';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { hostApi, pageUrl } from '../../../host-api.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { apiBase, fetch } = hostApi(request.headers);
  const board = url.searchParams.get('board') ?? 'acme-launch';
  const token = url.searchParams.get('token');
  const locale = url.searchParams.get('locale');
  const routing = (url.searchParams.get('routing') ?? 'query') as 'query' | 'path' | 'memory';
  const firstScreen = token
    ? null
    : await loadFirstScreen({
        apiBase,
        boardSlug: board,
        locale,
        acceptLanguage: request.headers.get('accept-language'),
        page: { url: pageUrl(request.headers, `${url.pathname}${url.search}`), routing },
        fetch,
      });
  return { apiBase, board, token, locale, routing, firstScreen };
}

export default function Home() {
  const { apiBase, board, token, locale, routing, firstScreen } = useLoaderData<typeof loader>();
  return (
    <main>
      <header style={{ padding: '16px 24px' }}>
        <h1 id="host-heading" style={{ margin: 0 }}>
          Acme on React Router
        </h1>
        <nav>
          <Link id="host-link" to="/other">
            Another page of the host
          </Link>
        </nav>
      </header>
      <LiveBoard
        boardSlug={board}
        apiBase={apiBase}
        token={token ?? undefined}
        locale={locale ?? undefined}
        routing={routing}
        firstScreen={firstScreen}
      />
    </main>
  );
}
