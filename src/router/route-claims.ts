/**
 * Which board owns which part of the page's URL. Two boards in `query` routing with the same `route-param` (or two
 * in `path` routing) would overwrite each other's route and follow each other's history entries. The first board
 * keeps the URL; the second is reported with a console warning naming both, and falls back to memory routing.
 * Claims are kept per page (on the window, under a global symbol), so two copies of the library share them.
 */
import { ATTR, TAG_NAME } from '../base/constants.ts';
import { pageGlobal } from '../base/page-global.ts';
import {
  createLocationSource,
  createMemoryLocation,
  type LocationSource,
  type RoutingMode,
} from './location-source.ts';

const REGISTRY_KEY = Symbol.for('live-board:route-claims');

/** A board's location source and the function that gives its part of the URL back. */
export interface RouteClaim {
  readonly location: LocationSource;
  /** Frees the claimed part of the URL for another board; safe to call twice. */
  release(): void;
}

/** The part of the URL a routing mode uses, or null for memory routing (which uses none). */
export function claimKey(mode: RoutingMode, routeParam: string): string | null {
  if (mode === 'memory') return null;
  return mode === 'path' ? 'path' : `query:${routeParam}`;
}

/** How a warning names a board: its tag with the attributes that tell boards apart. */
export function describeBoard(element: Element): string {
  const names = ['id', ATTR.boardSlug, ATTR.boardId, ATTR.routing, ATTR.routeParam];
  const attributes = names
    .filter((name) => element.hasAttribute(name))
    .map((name) => ` ${name}="${element.getAttribute(name) ?? ''}"`)
    .join('');
  return `<${element.localName || TAG_NAME}${attributes}>`;
}

function registry(win: Window): Map<string, Element> {
  return pageGlobal(win, REGISTRY_KEY, () => new Map<string, Element>());
}

/**
 * The location source for `owner`'s routing mode, claiming its part of the URL. A part another board in the page
 * holds already gives a warning and a memory location instead. An owner may claim its own part again (its
 * attributes changed).
 */
export function claimRoute(
  owner: Element,
  mode: RoutingMode,
  options: { routeParam: string; base: string },
  win: Window = window,
): RouteClaim {
  const key = claimKey(mode, options.routeParam);
  if (key === null) return { location: createMemoryLocation(), release: () => {} };
  const claims = registry(win);
  const holder = claims.get(key);
  // A holder no longer in the page is on its way out (its release waits for the end of the task that removed it).
  if (holder && holder !== owner && holder.isConnected) {
    const where = key === 'path' ? 'the page path (routing="path")' : `the "${options.routeParam}" search parameter`;
    console.warn(
      `[live-board] ${describeBoard(holder)} and ${describeBoard(owner)} both keep their route in ${where}. ` +
        `${describeBoard(owner)} uses memory routing instead: give each board its own ${ATTR.routeParam}.`,
    );
    return { location: createMemoryLocation(), release: () => {} };
  }
  claims.set(key, owner);
  return {
    location: createLocationSource(mode, options, win),
    release() {
      if (claims.get(key) === owner) claims.delete(key);
    },
  };
}
