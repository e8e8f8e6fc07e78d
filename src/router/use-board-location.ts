/**
 * wouter location hooks over a board's `LocationSource`, so `<Router hook searchHook hrefs>` and wouter's
 * `useLocation`/`useSearch`/`<Link>` inside the board work the same in query, path and memory routing.
 */
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook, BaseSearchHook, HrefsFormatter } from 'wouter';

import type { LocationSource } from './location-source.ts';

/** The three props of wouter's `<Router>` for one source. */
export interface BoardRouterHooks {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
  hrefs: HrefsFormatter;
}

/** Builds wouter hooks for a source. Make them once per source (hooks must be stable across renders). */
export function boardRouterHooks(source: LocationSource): BoardRouterHooks {
  // Named as hooks, because they are: wouter calls them during render, in the same order every time.
  const useLocationValue = () => useSyncExternalStore(source.subscribe, source.read, source.read);
  const useBoardLocation: BaseLocationHook = () => [
    useLocationValue().path,
    (to: string, options?: { replace?: boolean }) => source.navigate(to, options),
  ];
  const useBoardSearch: BaseSearchHook = () => useLocationValue().search.replace(/^\?/, '');
  return { hook: useBoardLocation, searchHook: useBoardSearch, hrefs: (href) => source.href(href) };
}
