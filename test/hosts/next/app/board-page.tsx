/**
 * The host's page around a board, rendered by a server component: the first round loaded on the server
 * (`loadFirstScreen`), the board rendered by `<LiveBoard>` — itself (`client` false) or inside a client component
 * of the host's (`'use client'`, with callbacks). Query parameters choose the board and its attributes.
 */
import { LiveBoard } from 'live-board/react';
import { loadFirstScreen } from 'live-board/server';
import { headers } from 'next/headers';
import Link from 'next/link';

import { hostApi, pageUrl } from '../../host-api.ts';
import { ClientBoard } from './client-board.tsx';

type Params = Record<string, string | string[] | undefined>;

export async function BoardPage({ params, path, client = false }: { params: Params; path: string; client?: boolean }) {
  const sent = await headers();
  const one = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
  // (`cache=on`: the first round kept a minute in Next.js's data cache, as docs/element.md §7.1 recommends.)
  const cached = one('cache') === 'on';
  const { apiBase, fetch } = hostApi(sent, { cached });
  const board = one('board') ?? 'acme-launch';
  const routing = (one('routing') ?? 'query') as 'query' | 'path' | 'memory';
  const search = new URLSearchParams(params as Record<string, string>).toString();
  // (`first=off`: the page as it was before its server rendered the first screen, for the bench beside it.)
  const firstScreen =
    one('token') || one('first') === 'off'
      ? null
      : await loadFirstScreen({
          apiBase,
          boardSlug: board,
          locale: one('locale'),
          acceptLanguage: sent.get('accept-language'),
          page: { url: pageUrl(sent, `/next-host${path}${search ? `?${search}` : ''}`), routing },
          fetch,
        });
  const props = {
    boardSlug: board,
    apiBase,
    token: one('token'),
    locale: one('locale'),
    routing,
    firstScreen,
    nonce: sent.get('x-nonce') ?? undefined,
  };
  return (
    <main>
      <header style={{ padding: '16px 24px' }}>
        <h1 id="host-heading" style={{ margin: 0 }}>
          Acme on Next.js
        </h1>
        <nav>
          <Link id="host-link" href="/other">
            Another page of the host
          </Link>
        </nav>
      </header>
      {client ? <ClientBoard {...props} /> : <LiveBoard {...props} />}
    </main>
  );
}
