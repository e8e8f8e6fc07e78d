import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/api/errors.ts';
import type { CampaignWire } from '../../../../src/api/schemas/campaign.ts';
import type { Item } from '../../../../src/api/schemas/item.ts';
import type { EventBus } from '../../../../src/model/event-bus.ts';
import { createLikeStore } from '../../../../src/model/like-store.ts';
import type { ViewerServices } from '../../../../src/ui/viewer/viewer-services.ts';
import { deferred } from '../../deferred.ts';
import { stubIntersections } from '../fake-pdf-engine.ts';
import { type DeepPartial, makeCampaign, makeItem, makeItemList } from '../fixtures.ts';
import { ARTICLE, BOX, BRIGHTCOVE, IMAGE, PDF, WEB_LINK, YOUTUBE } from './item-kinds.ts';
import { afterPaint, here, journeyOver, muteFrameLoadingReports, renderViewer, settle } from './viewer-harness.tsx';

beforeEach(muteFrameLoadingReports);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DECK = makeItem(1, {
  name: 'Launch deck',
  presented_item_type: 'ppt',
  file_extension: 'pptx',
  preview_url: 'https://cdn.example.com/launch-deck.pdf',
  description: 'The deck of the launch.',
});
const JOURNEY = [DECK, PDF, YOUTUBE];

/** A board whose home shows the journey's items, with the journey answered from them. */
function board(options: Parameters<typeof renderViewer>[0] = {}) {
  return renderViewer({ items: () => makeItemList(JOURNEY), journey: journeyOver(JOURNEY), ...options });
}

const heading = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 2 });
/** Whether each journey button of that name is disabled: the pair beside the content and the narrow bar's pair. */
const disabledStates = (dialog: HTMLElement, name: string) =>
  within(dialog)
    .getAllByRole('button', { name })
    .map((button) => (button as HTMLButtonElement).disabled);

describe('ItemViewer: opening and content', () => {
  it('opens as a modal dialog on a deep link, labelled by the item name, with type and counter', async () => {
    const { dialog, journey } = await board({ location: '/acme-launch/home/item-2' });
    expect(journey).toHaveBeenCalledWith('item-2', { categoryId: null, search: '' }, expect.any(AbortSignal));
    expect(dialog().open).toBe(true);
    const name = heading(dialog());
    expect(name.textContent).toBe('Price list');
    expect(dialog().getAttribute('aria-labelledby')).toBe(name.id);
    expect(dialog().textContent).toContain('PDF');
    expect(dialog().textContent).toContain('2 of 3');
    expect(dialog().textContent).toContain('Item 2 of 3');
  });

  it('is not even mounted while the route names no item (its chunk loads on the first open)', async () => {
    const { dialog } = await board({ location: '/acme-launch/home' });
    expect(dialog()).toBeNull();
  });

  it('formats the counter with thousands separators', async () => {
    const { dialog } = await board({ location: '/acme-launch/home/item-3', journey: journeyOver(JOURNEY, 12500) });
    expect(dialog().textContent).toContain('3 of 12,500');
  });

  it('shows a skeleton while the journey item loads, then the item', async () => {
    const answer = deferred<Awaited<ReturnType<ReturnType<typeof journeyOver>>>>();
    const { dialog } = await board({ location: '/acme-launch/home/item-1', journey: () => answer.promise });
    expect(dialog().open).toBe(true);
    expect(dialog().dataset.status).toBe('fetching');
    expect(within(dialog()).getAllByRole('status')[0]!.textContent).toContain('Loading item…');
    expect(heading(dialog()).textContent).toBe('Loading item…');
    await act(async () =>
      answer.resolve(await journeyOver(JOURNEY)(1, { categoryId: null, search: '' }, new AbortController().signal)),
    );
    await settle();
    expect(dialog().dataset.status).toBe('active');
    expect(heading(dialog()).textContent).toBe('Launch deck');
  });

  it('on a failed journey says so, and Try again re-runs the navigation', async () => {
    let fail = true;
    const { dialog, journey } = await board({
      location: '/acme-launch/home/item-2',
      journey: (item, scope, signal) =>
        fail ? Promise.reject(new ApiError(500, 'server_error', 'boom')) : journeyOver(JOURNEY)(item, scope, signal),
    });
    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toContain('This item could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(journey).toHaveBeenCalledTimes(2);
    expect(heading(dialog()).textContent).toBe('Price list');
  });

  it('for an item that is gone offers only Close: asking again would fail the same way', async () => {
    const { dialog } = await board({
      location: '/acme-launch/home/item-2',
      journey: () => Promise.reject(new ApiError(404, 'not_found', 'gone')),
    });
    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toContain('This item could not be loaded.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('closes from the error state with its Close button', async () => {
    const { dialog, location } = await board({
      location: '/acme-launch/home/item-2',
      journey: () => Promise.reject(new ApiError(404, 'not_found', 'gone')),
    });
    fireEvent.click(within(within(dialog()).getByRole('alert')).getByRole('button', { name: 'Close' }));
    await settle();
    expect(here(location)).toBe('/acme-launch/home');
    expect(dialog().open).toBe(false);
  });

  it('uses the classic theme by default and the lightbox theme when the campaign says so', async () => {
    const classic = await board({ location: '/acme-launch/home/item-1' });
    expect(classic.dialog().className).toContain('lb-viewer--classic');
    expect(classic.viewer.mode.value).toBe('classic');
    cleanup();
    const lightbox = await board({
      location: '/acme-launch/home/item-1',
      campaign: makeCampaign({ items: { item_viewer_config: { has_navigation: true, is_classic_theme: false } } }),
    });
    expect(lightbox.dialog().className).toContain('lb-viewer--lightbox');
    expect(lightbox.viewer.mode.value).toBe('lightbox');
  });

  it('shows the description with a more/less expander when it is long', async () => {
    const long = makeItem(1, { ...DECK, description: 'A long description. '.repeat(20) });
    const { dialog } = await board({ location: '/acme-launch/home/item-1', journey: journeyOver([long, PDF]) });
    const more = within(dialog()).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(text.textContent).toBe(long.description);
    expect(text.className).toContain('lb-viewer__description--clamped');
    fireEvent.click(more);
    const less = within(dialog()).getByRole('button', { name: 'Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(text.className).not.toContain('--clamped');
  });

  it('has no expander for a short description', async () => {
    const { dialog } = await board({ location: '/acme-launch/home/item-1' });
    expect(dialog().textContent).toContain('The deck of the launch.');
    expect(within(dialog()).queryByRole('button', { name: 'More' })).toBeNull();
  });
});

describe('ItemViewer: journey', () => {
  it('Next and Previous open the neighbours and keep the query string', async () => {
    const { dialog, location, journey } = await board({ location: '/acme-launch/home/item-2?utm_source=mail' });
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Next item' })[0]!);
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-3?utm_source=mail');
    expect(journey).toHaveBeenLastCalledWith('item-3', { categoryId: null, search: '' }, expect.any(AbortSignal));
    expect(heading(dialog()).textContent).toBe('Product video');
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Previous item' })[0]!);
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-2?utm_source=mail');
    expect(heading(dialog()).textContent).toBe('Price list');
  });

  it('disables Previous on the first item and Next on the last', async () => {
    const first = await board({ location: '/acme-launch/home/item-1' });
    expect(disabledStates(first.dialog(), 'Previous item')).toEqual([true, true]);
    expect(disabledStates(first.dialog(), 'Next item')).toEqual([false, false]);
    cleanup();
    const last = await board({ location: '/acme-launch/home/item-3' });
    expect(disabledStates(last.dialog(), 'Next item')).toEqual([true, true]);
  });

  it('Right and Left arrow keys step through the journey', async () => {
    const { dialog, location } = await board({ location: '/acme-launch/home/item-2' });
    fireEvent.keyDown(within(dialog()).getByRole('button', { name: 'Close' }), { key: 'ArrowRight' });
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-3');
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-2');
  });

  it('steps through the journey by the arrow key codes old webviews send instead of key names', async () => {
    const { dialog, location } = await board({ location: '/acme-launch/home/item-2' });
    fireEvent.keyDown(dialog(), { keyCode: 39 });
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-3');
    fireEvent.keyDown(dialog(), { key: 'Unidentified', keyCode: 37 });
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-2');
  });

  it('leaves arrow keys to an input method while it composes text', async () => {
    const { dialog, location } = await board({ location: '/acme-launch/home/item-2' });
    fireEvent.keyDown(dialog(), { key: 'ArrowRight', isComposing: true });
    fireEvent.keyDown(dialog(), { key: 'ArrowRight', keyCode: 229 });
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-2');
  });

  it('leaves arrow keys to text fields, media and frames', async () => {
    const { dialog, location } = await board({ location: '/acme-launch/home/item-2' });
    const content = dialog().querySelector('.lb-viewer__content')!;
    for (const tag of ['iframe', 'input', 'video'] as const) {
      const element = document.createElement(tag);
      content.append(element);
      fireEvent.keyDown(element, { key: 'ArrowRight' });
    }
    fireEvent.keyDown(dialog(), { key: 'ArrowRight', shiftKey: true });
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-2');
  });

  it('has no journey buttons or arrow keys when has_navigation is false', async () => {
    const { dialog, location } = await board({
      location: '/acme-launch/home/item-2',
      campaign: makeCampaign({ items: { item_viewer_config: { has_navigation: false, is_classic_theme: true } } }),
    });
    expect(within(dialog()).queryByRole('button', { name: 'Next item' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Previous item' })).toBeNull();
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-2');
  });
});

describe('ItemViewer: closing and focus', () => {
  async function openFromTile() {
    const rendered = await board({ location: '/acme-launch/home?utm_source=mail' });
    const tile = rendered.container.querySelector<HTMLElement>('[part="tile"][data-item-id="2"]')!;
    tile.tabIndex = 0;
    tile.focus();
    await act(async () => rendered.navigation.openItem(PDF));
    await settle();
    return { ...rendered, tile };
  }

  it('moves focus into the dialog on open', async () => {
    const { dialog } = await openFromTile();
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Close' }));
  });

  it('Esc (the dialog cancel event) returns to the previous location and focus to the tile', async () => {
    const { dialog, location, tile } = await openFromTile();
    expect(here(location)).toBe('/acme-launch/home/item-2?utm_source=mail');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    // Answered at once; the viewer closes after the next paint.
    expect(dialog().open).toBe(true);
    await afterPaint();
    await settle();
    expect(here(location)).toBe('/acme-launch/home?utm_source=mail');
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(tile);
  });

  /** Opens from the tile in an engine without the modal API, where the viewer handles Esc on keydown. */
  async function openNonModal() {
    const original = HTMLDialogElement.prototype.showModal;
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      value: undefined,
      configurable: true,
      writable: true,
    });
    try {
      return await openFromTile();
    } finally {
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
        value: original,
        configurable: true,
        writable: true,
      });
    }
  }

  it('where the dialog is not modal, closes on Esc sent by key code alone, as old webviews send it', async () => {
    const { dialog, location, tile } = await openNonModal();
    expect(dialog().open).toBe(true);
    fireEvent.keyDown(within(dialog()).getByRole('button', { name: 'Close' }), { keyCode: 27 });
    await afterPaint();
    await settle();
    expect(here(location)).toBe('/acme-launch/home?utm_source=mail');
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(tile);
  });

  it('where the dialog is not modal, leaves Esc to an input method while it composes text', async () => {
    const { dialog, location } = await openNonModal();
    fireEvent.keyDown(dialog(), { key: 'Escape', isComposing: true });
    fireEvent.keyDown(dialog(), { key: 'Escape', keyCode: 229 });
    await settle();
    expect(here(location)).toBe('/acme-launch/home/item-2?utm_source=mail');
    expect(dialog().open).toBe(true);
  });

  it('the close button does the same after stepping through the journey', async () => {
    const { dialog, location, tile } = await openFromTile();
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Next item' })[0]!);
    await settle();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await settle();
    expect(here(location)).toBe('/acme-launch/home?utm_source=mail');
    expect(document.activeElement).toBe(tile);
  });

  it('closes on the route: going back to the board location closes the viewer', async () => {
    const { dialog, location } = await openFromTile();
    await act(async () => location.navigate('/acme-launch/home?utm_source=mail'));
    await settle();
    expect(dialog().open).toBe(false);
  });

  it('after a deep link, closing goes to the board route with the query string and focuses the items heading', async () => {
    const { dialog, location, container } = await board({ location: '/acme-launch/home/item-1?utm_source=mail' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await settle();
    expect(here(location)).toBe('/acme-launch/home?utm_source=mail');
    expect(document.activeElement).toBe(container.querySelector('.lb-items__heading'));
  });

  it('emits item-opened and item-closed once each', async () => {
    const { dialog, events } = await openFromTile();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await settle();
    const names = events.map((event) => event.name).filter((name) => name.startsWith('item-'));
    expect(names.filter((name) => name === 'item-opened')).toHaveLength(1);
    expect(names.filter((name) => name === 'item-closed')).toHaveLength(1);
  });
});

describe('ItemViewer: actions per item type and flags', () => {
  const download = () => vi.fn(async () => 'https://cdn.example.com/file?download=1');
  /** The web link without its scheme, as an editor may type it. */
  const LINK = makeItem(8, { ...WEB_LINK, link_url: 'docs.acme.example/start' });
  const VIDEO_FILE = makeItem(9, {
    name: 'Demo',
    item_type: 'video',
    presented_item_type: 'video',
    file_extension: 'mp4',
    file_url: 'https://cdn.example.com/demo.mp4',
  });

  const cases: {
    name: string;
    item: Item;
    campaign?: DeepPartial<CampaignWire>;
    withDownload?: boolean;
    withLikes?: boolean;
    newTab: string | null;
    download: boolean;
    like: boolean;
    /** The PDF viewer's Print (PDFs only, following download). */
    print?: boolean;
  }[] = [
    {
      name: 'a pdf file: download, print and like, no new tab',
      item: PDF,
      newTab: null,
      download: true,
      like: true,
      print: true,
    },
    {
      name: 'a youtube link: new tab to the link, no download',
      item: YOUTUBE,
      newTab: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      download: false,
      like: true,
    },
    // An uploaded file is not opened in a new tab, whatever it shows.
    { name: 'an uploaded image: download, no new tab', item: IMAGE, newTab: null, download: true, like: true },
    { name: 'an uploaded video: download, no new tab', item: VIDEO_FILE, newTab: null, download: true, like: true },
    { name: 'an article: neither new tab nor download', item: ARTICLE, newTab: null, download: false, like: true },
    { name: 'a brightcove video: no new tab', item: BRIGHTCOVE, newTab: null, download: false, like: true },
    {
      name: 'a box file: download and print, no new tab',
      item: BOX,
      newTab: null,
      download: true,
      like: true,
      print: true,
    },
    {
      name: 'a link without scheme: new tab with https://',
      item: LINK,
      newTab: 'https://docs.acme.example/start',
      download: false,
      like: true,
    },
    {
      name: 'block_download hides download and print',
      item: PDF,
      campaign: { items: { block_download: true } },
      newTab: null,
      download: false,
      like: true,
    },
    {
      name: 'show_likes off hides like',
      item: PDF,
      campaign: { items: { show_likes: false } },
      newTab: null,
      download: true,
      like: false,
      print: true,
    },
    {
      name: 'no download service: no download',
      item: PDF,
      withDownload: false,
      newTab: null,
      download: false,
      like: true,
    },
    {
      name: 'no like store: no like',
      item: PDF,
      withLikes: false,
      newTab: null,
      download: true,
      like: false,
      print: true,
    },
  ];

  it.each(cases)(
    '$name',
    async ({
      item,
      campaign,
      withDownload = true,
      withLikes = true,
      newTab,
      download: hasDownload,
      like,
      print = false,
    }) => {
      const services = (bus: EventBus): ViewerServices => ({
        ...(withDownload ? { download: download() } : {}),
        ...(withLikes ? { likes: createLikeStore({ like: () => Promise.resolve() }, bus) } : {}),
      });
      const { dialog } = await renderViewer({
        location: `/acme-launch/home/${item.slug}`,
        items: () => makeItemList([item]),
        journey: journeyOver([item]),
        services,
        ...(campaign ? { campaign: makeCampaign(campaign) } : {}),
      });
      const header = dialog().querySelector<HTMLElement>('[part="viewer-header"]')!;
      const link = within(header).queryByRole('link', { name: /Open in new tab/ });
      expect(link?.getAttribute('href') ?? null).toBe(newTab);
      if (link) {
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener');
      }
      expect(within(header).queryByRole('button', { name: 'Download' }) !== null).toBe(hasDownload);
      expect(within(header).queryByRole('button', { name: 'Like' }) !== null).toBe(like);
      expect(within(dialog()).queryByRole('button', { name: 'Print' }) !== null).toBe(print);
    },
  );
});

describe('ItemViewer: download', () => {
  function clicks() {
    const clicked: { href: string; download: string; target: string; rel: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({
        href: this.href,
        download: this.getAttribute('download') ?? '',
        target: this.target,
        rel: this.rel,
      });
    });
    return clicked;
  }

  it('asks for the download URL, hands it to the browser and emits download', async () => {
    const clicked = clicks();
    const download = vi.fn(async () => 'https://cdn.example.com/prices.pdf?download=1');
    const { dialog, events } = await board({ location: '/acme-launch/home/item-2', services: { download } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Download' }));
    await settle();
    expect(download).toHaveBeenCalledWith(PDF.content_item_id, expect.any(AbortSignal));
    expect(clicked).toEqual([
      { href: 'https://cdn.example.com/prices.pdf?download=1', download: '', target: '_blank', rel: 'noopener' },
    ]);
    expect(events.filter((e) => e.name === 'download').map((e) => e.detail)).toEqual([
      { itemId: 2, contentItemId: PDF.content_item_id },
    ]);
    expect(dialog().querySelector('a[download]')).toBeNull();
  });

  it('shows a visible error flag when the download fails, which can be dismissed', async () => {
    const clicked = clicks();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const download = vi.fn(() => Promise.reject(new ApiError(500, 'server_error', 'boom')));
    const { dialog, events } = await board({ location: '/acme-launch/home/item-2', services: { download } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Download' }));
    await settle();
    const flag = within(dialog()).getByRole('alert');
    expect(flag.textContent).toContain('The download failed. Try again.');
    expect(clicked).toEqual([]);
    expect(events.some((e) => e.name === 'download')).toBe(false);
    fireEvent.click(within(flag).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('refuses a download URL that is not http(s)', async () => {
    const clicked = clicks();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dialog } = await board({
      location: '/acme-launch/home/item-2',
      services: { download: async () => 'javascript:alert(1)' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Download' }));
    await settle();
    expect(clicked).toEqual([]);
    expect(within(dialog()).getByRole('alert').textContent).toContain('The download failed');
  });

  it('a request cancelled by stepping to another item is only logged', async () => {
    const clicked = clicks();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const download = vi.fn(
      (_id: number, signal: AbortSignal) =>
        new Promise<string>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new ApiError(0, 'aborted', 'aborted'))),
        ),
    );
    const { dialog, events } = await board({ location: '/acme-launch/home/item-2', services: { download } });
    const button = within(dialog()).getByRole('button', { name: 'Download' });
    fireEvent.click(button);
    expect(within(dialog()).getByRole('button', { name: 'Preparing download…' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Next item' })[0]!);
    await settle();
    expect(download.mock.calls[0]![1].aborted).toBe(true);
    expect(info).toHaveBeenCalledWith('[live-board] download request cancelled');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(clicked).toEqual([]);
    expect(events.some((e) => e.name === 'download')).toBe(false);
  });
});

describe('ItemViewer: like', () => {
  it('marks the item liked at once, then emits like once the server call succeeds', async () => {
    const call = deferred<undefined>();
    const like = vi.fn(() => call.promise);
    const { dialog, events } = await board({
      location: '/acme-launch/home/item-2',
      services: (bus) => ({ likes: createLikeStore({ like }, bus) }),
    });
    const button = within(dialog()).getByRole('button', { name: 'Like' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await settle();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(like).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(events.some((e) => e.name === 'like')).toBe(false);
    await act(async () => call.resolve(undefined));
    await settle();
    expect(events.filter((e) => e.name === 'like').map((e) => e.detail)).toEqual([
      { itemId: 2, contentItemId: PDF.content_item_id },
    ]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls the mark back and says so when the server refuses the like', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const call = deferred<undefined>();
    const { dialog, events } = await board({
      location: '/acme-launch/home/item-2',
      services: (bus) => ({ likes: createLikeStore({ like: () => call.promise }, bus) }),
    });
    const button = within(dialog()).getByRole('button', { name: 'Like' });
    fireEvent.click(button);
    await settle();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(async () => call.reject(new ApiError(404, 'not_found', 'no such item')));
    await settle();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog()).getByRole('alert').textContent).toContain('Your like could not be saved. Try again.');
    expect(events.some((e) => e.name === 'like')).toBe(false);
  });

  it('starts pressed for an item the visitor already liked', async () => {
    const liked = makeItem(2, { ...PDF, liked_by_user: true });
    const { dialog } = await board({
      location: '/acme-launch/home/item-2',
      journey: journeyOver([DECK, liked, YOUTUBE]),
      services: (bus) => ({ likes: createLikeStore({ like: () => Promise.resolve() }, bus) }),
    });
    expect(within(dialog()).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('ItemViewer: item-viewer-loaded', () => {
  it('is emitted once when the item content has loaded: a player’s facade as it shows', async () => {
    const { dialog, events } = await board({ location: '/acme-launch/home/item-3' });
    const loadedEvents = () => events.filter((e) => e.name === 'item-viewer-loaded').map((e) => e.detail);
    expect(loadedEvents()).toEqual([{ itemId: 3 }]);
    // This board has no consent stage yet: play waits for it (the player itself is the renderers' test).
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Play Product video' }));
    });
    expect(within(dialog()).getByText('Loading item…')).toBeTruthy();
    expect(dialog().querySelector('iframe')).toBeNull();
    expect(loadedEvents()).toEqual([{ itemId: 3 }]);
  });

  it('is emitted once for a PDF, when its first page is drawn', async () => {
    const view = stubIntersections();
    try {
      const { events } = await board({ location: '/acme-launch/home/item-2' });
      await vi.waitFor(() => expect(events.some((e) => e.name === 'item-viewer-loaded')).toBe(true));
      await settle();
      expect(events.filter((e) => e.name === 'item-viewer-loaded').map((e) => e.detail)).toEqual([{ itemId: 2 }]);
    } finally {
      view.restore();
    }
  });
});
