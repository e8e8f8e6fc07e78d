/**
 * The mobile items header (open in new tab, like, download): on a narrow board the viewer's header shows its
 * actions as icon buttons. The board's and the viewer's stylesheets are put in the document with the board's narrow
 * container queries in force (a 375 px wide board: happy-dom evaluates no container query, so their rules are
 * applied as written), and the tests check that each action is still there, is named for assistive technology, and
 * does its job — and that an action the item or campaign disallows is absent (downloads only for file-like items
 * and not with block_download, docs/decisions.md; likes only with show_likes; no new tab for brightcove, file, box
 * and article items).
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CampaignWire } from '../../../../src/api/schemas/campaign.ts';
import type { Item } from '../../../../src/api/schemas/item.ts';
import type { EventBus } from '../../../../src/model/event-bus.ts';
import { createLikeStore } from '../../../../src/model/like-store.ts';
import renderersCss from '../../../../src/ui/renderers/renderers.css?raw';
import { boardCss } from '../../../../src/ui/styles.ts';
import viewerCss from '../../../../src/ui/viewer/viewer.css?raw';
import viewerControlsCss from '../../../../src/ui/viewer/viewer-controls.css?raw';
import type { ViewerServices } from '../../../../src/ui/viewer/viewer-services.ts';
import { deferred } from '../../deferred.ts';
import { type DeepPartial, makeCampaign, makeItemList } from '../fixtures.ts';
import { ARTICLE, BOX, BRIGHTCOVE, IMAGE, PDF, WEB_LINK, YOUTUBE } from './item-kinds.ts';
import { journeyOver, muteFrameLoadingReports, renderViewer, settle } from './viewer-harness.tsx';

/** Width of the simulated board: a phone. */
const BOARD_WIDTH = 375;

/**
 * `css` as it applies on a board `width` px wide: each `@container lb-board (max-width: N px)` block that matches is
 * replaced by its rules, each that does not is left out.
 */
function atBoardWidth(css: string, width: number): string {
  const opening = /@container\s+lb-board\s*\(\s*max-width:\s*(\d+)px\s*\)\s*\{/g;
  let out = '';
  let from = 0;
  for (let match = opening.exec(css); match; match = opening.exec(css)) {
    const bodyStart = match.index + match[0].length;
    let depth = 1;
    let at = bodyStart;
    while (depth > 0 && at < css.length) {
      if (css.startsWith('/*', at)) at = css.indexOf('*/', at + 2) + 2;
      else {
        if (css[at] === '{') depth += 1;
        if (css[at] === '}') depth -= 1;
        at += 1;
      }
    }
    out += css.slice(from, match.index);
    if (width <= Number(match[1])) out += css.slice(bodyStart, at - 1);
    from = at;
    opening.lastIndex = at;
  }
  return out + css.slice(from);
}

let sheet: HTMLStyleElement;

beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = atBoardWidth([boardCss, viewerCss, viewerControlsCss, renderersCss].join('\n'), BOARD_WIDTH);
  document.head.append(sheet);
});

afterAll(() => sheet.remove());

beforeEach(muteFrameLoadingReports);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The viewer open on `item` on a narrow board, with a download service and a like store whose call is `like`. */
async function narrowViewer(
  item: Item,
  options: { campaign?: DeepPartial<CampaignWire>; like?: () => Promise<undefined> } = {},
) {
  const download = vi.fn(async (_contentItemId: number, _signal: AbortSignal) => `${item.file_url ?? ''}?download=1`);
  const like = vi.fn(options.like ?? (() => Promise.resolve(undefined)));
  const services = (bus: EventBus): ViewerServices => ({ download, likes: createLikeStore({ like }, bus) });
  const board = await renderViewer({
    location: `/acme-launch/home/${item.slug}`,
    items: () => makeItemList([item]),
    journey: journeyOver([item]),
    services,
    ...(options.campaign ? { campaign: makeCampaign(options.campaign) } : {}),
  });
  const header = board.dialog().querySelector<HTMLElement>('[part="viewer-header"]')!;
  return { ...board, header, download, like };
}

const newTabLink = (header: HTMLElement) => within(header).queryByRole('link', { name: 'Open in new tab' });
const downloadButton = (header: HTMLElement) => within(header).queryByRole('button', { name: 'Download' });
const likeButton = (header: HTMLElement) => within(header).queryByRole('button', { name: 'Like' });

/** An action drawn as an icon button: the icon shown, its label kept for assistive technology only. */
function expectIconButton(action: HTMLElement) {
  expect(action.querySelector('svg, .lb-icon')).not.toBeNull();
  const label = action.querySelector<HTMLElement>('.lb-viewer__action-label')!;
  const style = getComputedStyle(label);
  expect(style.position).toBe('absolute');
  expect(style.width).toBe('1px');
  expect(style.display).not.toBe('none');
  expect(style.visibility).not.toBe('hidden');
}

describe('the mobile items header on a narrow board', () => {
  it('offers a link item in a new tab: an icon link named "Open in new tab" to the item’s link', async () => {
    const { header } = await narrowViewer(YOUTUBE);
    const link = newTabLink(header)!;
    expect(link).not.toBeNull();
    expectIconButton(link);
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('likes the item with an icon toggle named "Like": pressed at once, the like call made, like emitted', async () => {
    const call = deferred<undefined>();
    const { header, like, events } = await narrowViewer(PDF, { like: () => call.promise });
    const button = likeButton(header)!;
    expect(button).not.toBeNull();
    expectIconButton(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await settle();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(like).toHaveBeenCalledWith(expect.objectContaining({ id: PDF.id, content_item_id: PDF.content_item_id }));
    await act(async () => call.resolve(undefined));
    await settle();
    expect(events.filter((e) => e.name === 'like').map((e) => e.detail)).toEqual([
      { itemId: PDF.id, contentItemId: PDF.content_item_id },
    ]);
  });

  it('downloads a file with an icon button named "Download": the download URL asked for, handed to the browser', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const { header, download, events } = await narrowViewer(PDF);
    const button = downloadButton(header)!;
    expect(button).not.toBeNull();
    expectIconButton(button);
    fireEvent.click(button);
    await settle();
    expect(download).toHaveBeenCalledWith(PDF.content_item_id, expect.any(AbortSignal));
    expect(clicked).toEqual(['https://cdn.example.com/prices.pdf?download=1']);
    expect(events.filter((e) => e.name === 'download').map((e) => e.detail)).toEqual([
      { itemId: PDF.id, contentItemId: PDF.content_item_id },
    ]);
  });

  const cases: {
    name: string;
    item: Item;
    campaign?: DeepPartial<CampaignWire>;
    newTab: boolean;
    download: boolean;
    like: boolean;
  }[] = [
    {
      name: 'a web link: new tab and like, nothing to download',
      item: WEB_LINK,
      newTab: true,
      download: false,
      like: true,
    },
    {
      name: 'an uploaded pdf (file): download and like, no new tab',
      item: PDF,
      newTab: false,
      download: true,
      like: true,
    },
    { name: 'an uploaded image (file): download, no new tab', item: IMAGE, newTab: false, download: true, like: true },
    { name: 'a box file: download, no new tab', item: BOX, newTab: false, download: true, like: true },
    { name: 'an article: neither new tab nor download', item: ARTICLE, newTab: false, download: false, like: true },
    {
      name: 'a brightcove video: neither new tab nor download',
      item: BRIGHTCOVE,
      newTab: false,
      download: false,
      like: true,
    },
    {
      name: 'block_download: no download for a file',
      item: PDF,
      campaign: { items: { block_download: true } },
      newTab: false,
      download: false,
      like: true,
    },
    {
      name: 'show_likes off: no like',
      item: YOUTUBE,
      campaign: { items: { show_likes: false } },
      newTab: true,
      download: false,
      like: false,
    },
  ];

  it.each(cases)('$name', async ({ item, campaign, newTab, download, like }) => {
    const { header } = await narrowViewer(item, campaign ? { campaign } : {});
    expect(newTabLink(header) !== null).toBe(newTab);
    expect(downloadButton(header) !== null).toBe(download);
    expect(likeButton(header) !== null).toBe(like);
    // Nothing else in the header is drawn as an item action.
    expect(header.querySelectorAll('.lb-viewer__action')).toHaveLength([newTab, download, like].filter(Boolean).length);
  });
});
