import { signal } from '@preact/signals-core';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ImageTransformation } from '../../../../src/api/schemas/image.ts';
import type { Item } from '../../../../src/api/schemas/item.ts';
import { createEventBus } from '../../../../src/model/event-bus.ts';
import { itemActions } from '../../../../src/model/item-actions.ts';
import { outboundLink } from '../../../../src/model/outbound-link.ts';
import { type ViewerActions, ViewerActionsContext } from '../../../../src/ui/actions/item-actions.ts';
import { FRAME_LOAD_TIMEOUT_MS } from '../../../../src/ui/renderers/FramedContent.tsx';
import { ItemRenderer } from '../../../../src/ui/renderers/ItemRenderer.tsx';
import { PdfEngineContext } from '../../../../src/ui/renderers/pdf/pdf-engine-context.ts';
import { type RendererKind, rendererKind } from '../../../../src/ui/renderers/renderer-kind.ts';
import { SITE_MARKS } from '../../../../src/ui/renderers/site-marks.ts';
import { type BoardServices, BoardServicesContext } from '../../../../src/ui/shared/board-context.ts';
import { fakePdfEngine } from '../fake-pdf-engine.ts';
import { makeItem } from '../fixtures.ts';
import { muteFrameLoadingReports } from './viewer-harness.tsx';

beforeEach(muteFrameLoadingReports);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PDF = makeItem(1, {
  name: 'Price list',
  presented_item_type: 'pdf',
  file_url: 'https://cdn.example.com/prices.pdf',
  file_extension: 'pdf',
});
const PDF_PREVIEW_ONLY = makeItem(2, {
  presented_item_type: 'pdf',
  preview_url: 'https://cdn.example.com/preview.pdf',
});
const PPT = makeItem(3, {
  presented_item_type: 'ppt',
  file_extension: 'pptx',
  file_url: 'https://cdn.example.com/deck.pptx',
  preview_url: 'https://cdn.example.com/deck.pdf',
});
const DOC_NO_PREVIEW = makeItem(4, {
  presented_item_type: 'doc',
  file_extension: 'docx',
  file_url: 'https://cdn.example.com/a.docx',
});
const XLS = makeItem(5, { presented_item_type: 'xls', preview_url: 'https://cdn.example.com/sheet.pdf' });
const ZIP = makeItem(6, {
  presented_item_type: 'doc',
  item_type: 'file',
  file_extension: 'zip',
  file_url: 'https://cdn.example.com/a.zip',
});
const BOX_PDF = makeItem(7, {
  item_source: 3,
  presented_item_type: 'pdf',
  file_url: 'https://cdn.example.com/box.pdf',
});
const IMAGE = makeItem(8, {
  name: 'Plant',
  item_type: 'image',
  presented_item_type: 'image',
  file_url: 'https://cdn.example.com/plant.png',
});
const IMAGE_NO_FILE = makeItem(9, { item_type: 'image', presented_item_type: 'image' });
const MP4 = makeItem(10, {
  name: 'Demo',
  item_type: 'video',
  presented_item_type: 'video',
  file_extension: 'mp4',
  file_url: 'https://cdn.example.com/demo.mp4',
});
const MOV = makeItem(11, {
  item_type: 'video',
  presented_item_type: 'video',
  file_extension: 'MOV',
  file_url: 'https://cdn.example.com/demo.mov',
});
const WMV = makeItem(12, {
  name: 'Old demo',
  item_type: 'video',
  presented_item_type: 'video',
  file_extension: 'wmv',
  file_url: 'https://cdn.example.com/demo.wmv',
});
const NOT_A_VIDEO = makeItem(14, {
  name: 'Archive',
  item_type: 'video',
  presented_item_type: 'video',
  file_extension: 'zip',
  file_url: 'https://cdn.example.com/demo.zip',
});
const VIDEO_NO_FILE = makeItem(13, {
  item_type: 'video',
  presented_item_type: 'video',
  file_extension: 'mp4',
  file_url: null,
});
const link = (
  id: number,
  presented: Item['presented_item_type'],
  url: string | null,
  type: Item['item_type'] = 'video',
) =>
  makeItem(id, { name: `Link ${id}`, item_type: type, item_source: 1, presented_item_type: presented, link_url: url });
const YOUTUBE = link(20, 'youtube', 'https://youtu.be/dQw4w9WgXcQ');
const YOUTUBE_ODD = link(21, 'youtube', 'https://www.youtube.com/channel/UC123');
const VIMEO = link(22, 'vimeo', 'https://vimeo.com/123456789');
const FACEBOOK = link(23, 'facebook_video', 'https://www.facebook.com/acme/videos/1234567890/');
const LINKEDIN = link(
  24,
  'linkedin_post',
  'https://www.linkedin.com/feed/update/urn:li:activity:7000000000000000000/',
  'link',
);
const PLAIN = link(25, 'link', 'https://docs.acme.example/start', 'link');
const SNAPSHOT = link(26, 'snapshot', 'https://www.acme.example/resources/x', 'link');
const SNAPSHOT_PICTURE = makeItem(27, {
  item_type: 'link',
  item_source: 1,
  presented_item_type: 'snapshot',
  file_url: 'https://cdn.example.com/snap.png',
});
const OEMBED = link(28, 'oembed', 'https://open.spotify.com/episode/abc', 'link');
const JS_LINK = link(29, 'link', 'javascript:alert(1)', 'link');
const ARTICLE = makeItem(30, {
  name: 'Story',
  item_type: 'article',
  item_source: 4,
  presented_item_type: 'article',
  content_html: '<p>Hello <b>there</b></p>',
});
const ARTICLE_EMPTY = makeItem(31, {
  item_type: 'article',
  item_source: 4,
  presented_item_type: 'article',
  content_html: null,
});

describe('rendererKind', () => {
  const cases: [string, Item, RendererKind][] = [
    ['a pdf file', PDF, 'pdf'],
    ['a pdf with only a preview', PDF_PREVIEW_ONLY, 'pdf'],
    ['a box pdf', BOX_PDF, 'pdf'],
    ['a presentation with a preview', PPT, 'office'],
    ['a spreadsheet with a preview', XLS, 'office'],
    ['a document without a preview', DOC_NO_PREVIEW, 'file-card'],
    ['an image file', IMAGE, 'image'],
    ['an image without any URL', IMAGE_NO_FILE, 'file-card'],
    ['an mp4 video', MP4, 'video'],
    ['a mov video (extension in capitals)', MOV, 'video'],
    ['a wmv video', WMV, 'video-card'],
    ['a video without a file', VIDEO_NO_FILE, 'video-card'],
    ['a "video" in no accepted video format', NOT_A_VIDEO, 'file-card'],
    ['a youtube link', YOUTUBE, 'player'],
    ['a youtube link of an unknown shape', YOUTUBE_ODD, 'framed-link'],
    ['a vimeo link', VIMEO, 'player'],
    ['a facebook video', FACEBOOK, 'player'],
    ['a linkedin post', LINKEDIN, 'player'],
    ['a plain link', PLAIN, 'framed-link'],
    ['a snapshot', SNAPSHOT, 'framed-link'],
    ['a snapshot with only its picture', SNAPSHOT_PICTURE, 'image'],
    ['an oembed item', OEMBED, 'framed-link'],
    ['an article', ARTICLE, 'article'],
    ['an article without content', ARTICLE_EMPTY, 'file-card'],
  ];
  it.each(cases.map(([name, item, kind]) => ({ name, item, kind })))('$name → $kind', ({ item, kind }) => {
    expect(rendererKind(item)).toBe(kind);
  });
});

/** The part of the consent store the players read: where the board stands, and the visitor's Accept. */
function fakeConsent(state: 'granted' | 'pending' | 'denied', needed: boolean | null = true) {
  const current = signal<'granted' | 'pending' | 'denied'>(state);
  return {
    state: current,
    needed: signal(needed),
    give: vi.fn(() => {
      current.value = 'granted';
    }),
  };
}

/** Renders the item's renderer with a bus, the board's outbound rule and the viewer's actions. */
function show(
  item: Item,
  options: {
    download?: boolean;
    allowNewTab?: boolean;
    campaignImage?: ImageTransformation;
    pdfFails?: boolean;
    /** The board's cookie consent (default: granted). */
    consent?: ReturnType<typeof fakeConsent>;
  } = {},
) {
  const bus = createEventBus();
  const events: { name: string; detail: unknown }[] = [];
  bus.onAny((name, detail) => events.push({ name, detail }));
  const outbound = (raw: string | null | undefined) =>
    outboundLink(raw, {
      allowAppendParams: false,
      boardParams: new URLSearchParams(),
      presenterEmail: null,
      apiOrigin: 'https://api.example.com',
      pageOrigin: 'https://host.example.org',
    });
  const download = vi.fn();
  const actions: ViewerActions = {
    actionsFor: (subject) => {
      const offered = itemActions(subject, { block_download: !options.download, show_likes: true });
      return { ...offered, openInNewTab: offered.openInNewTab && options.allowNewTab !== false };
    },
    newTabLink: (subject) => outbound(subject.link_url ?? subject.file_url),
    linkTo: (url) => outbound(url),
    download,
    downloadingItemId: null,
  };
  const campaign = signal({ items: { image_transformation: options.campaignImage ?? null } });
  const consent = options.consent ?? fakeConsent('granted', false);
  const services = { bus, outbound, store: { campaign }, consent } as unknown as BoardServices;
  const pdf = fakePdfEngine({ fail: options.pdfFails ?? false });
  const view = render(
    <BoardServicesContext.Provider value={services}>
      <ViewerActionsContext.Provider value={actions}>
        <PdfEngineContext.Provider value={pdf}>
          <ItemRenderer item={item} />
        </PdfEngineContext.Provider>
      </ViewerActionsContext.Provider>
    </BoardServicesContext.Provider>,
  );
  const loaded = () => events.filter((e) => e.name === 'item-viewer-loaded').map((e) => e.detail);
  return { ...view, events, loaded, download, pdf };
}

describe('ItemRenderer: images and video', () => {
  it('shows an image named after the item, reporting loaded on load', () => {
    const { container, loaded } = show(IMAGE);
    const img = within(container).getByRole<HTMLImageElement>('img', { name: 'Plant' });
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/plant.png');
    expect(loaded()).toEqual([]);
    fireEvent.load(img);
    expect(loaded()).toEqual([{ itemId: 8 }]);
  });

  it("applies the campaign's image transformation options, each overridden by the item's own", () => {
    const { container } = show(IMAGE, { campaignImage: { quality: 80, flipX: true } });
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/plant.png?flip=x&q=80');
    const own = show(
      { ...IMAGE, image_transformation: { quality: 60, artisticFilter: 'sepia' } },
      { campaignImage: { quality: 80, flipX: true } },
    );
    expect(own.container.querySelectorAll('img')[0]!.getAttribute('src')).toBe(
      'https://cdn.example.com/plant.png?flip=x&filter=sepia&q=60',
    );
  });

  it('plays mp4 and mov files in a native player named after the item', () => {
    for (const item of [MP4, MOV]) {
      const { container, loaded, unmount } = show(item);
      const video = container.querySelector('video')!;
      expect(video.getAttribute('src')).toBe(item.file_url);
      expect(video.hasAttribute('controls')).toBe(true);
      expect(video.hasAttribute('playsinline')).toBe(true);
      expect(video.getAttribute('preload')).toBe('metadata');
      expect(video.getAttribute('aria-label')).toBe(item.name);
      fireEvent(video, new Event('loadeddata'));
      expect(loaded()).toEqual([{ itemId: item.id }]);
      unmount();
    }
  });

  it('reports 25, 50, 75 and 100 % of a video once each as it plays, a jump ahead included', () => {
    const { container, events } = show(MP4);
    const video = container.querySelector('video')!;
    let time = 0;
    let ended = false;
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 200 });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => time });
    Object.defineProperty(video, 'ended', { configurable: true, get: () => ended });
    const progress = () => events.filter((e) => e.name === 'video-progress').map((e) => e.detail);
    for (const at of [10, 49, 50, 60, 50, 160]) {
      time = at;
      fireEvent(video, new Event('timeupdate'));
    }
    expect(progress()).toEqual([
      { itemId: 10, contentItemId: 1010, percent: 25 },
      { itemId: 10, contentItemId: 1010, percent: 50 },
      { itemId: 10, contentItemId: 1010, percent: 75 },
    ]);
    time = 199.5;
    ended = true;
    fireEvent(video, new Event('ended'));
    fireEvent(video, new Event('timeupdate'));
    expect(progress().map((d) => (d as { percent: number }).percent)).toEqual([25, 50, 75, 100]);
  });

  it.each([
    ['a wmv file, downloads allowed', WMV, true],
    ['a wmv file, downloads blocked', WMV, false],
    ['a video without file', VIDEO_NO_FILE, true],
  ] as const)("shows the can't-play card for %s", (_name, item, allowed) => {
    const { container, download, loaded } = show(item, { download: allowed });
    expect(container.querySelector('video')).toBeNull();
    expect(container.textContent).toContain("This video can't be played here");
    const button = within(container).queryByRole('button', { name: 'Download' });
    expect(button !== null).toBe(allowed);
    if (button) {
      fireEvent.click(button);
      expect(download).toHaveBeenCalledWith(item);
    }
    expect(loaded()).toEqual([{ itemId: item.id }]);
  });
});

describe('ItemRenderer: frames', () => {
  const frame = (container: HTMLElement) => container.querySelector('iframe')!;

  const play = async (container: HTMLElement, name: string) => {
    await act(async () => {
      fireEvent.click(within(container).getByRole('button', { name: `Play ${name}` }));
    });
  };

  it('shows a YouTube item as a facade that requests nothing from YouTube until play', () => {
    const { container, loaded } = show(YOUTUBE);
    expect(container.querySelector('iframe')).toBeNull();
    const facade = container.querySelector<HTMLElement>('[part="viewer-content"] .lb-facade')!;
    expect(facade.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/thumb-20.png');
    expect(facade.textContent).toContain('Link 20');
    expect(facade.textContent).toContain('YouTube');
    expect(within(facade).getByRole('button', { name: 'Play Link 20' })).toBeTruthy();
    // The facade is the content until play.
    expect(loaded()).toEqual([{ itemId: 20 }]);
  });

  it('draws a placeholder instead of a picture that would come from the site itself', () => {
    const item = { ...YOUTUBE, thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' };
    const { container } = show(item);
    expect(container.querySelector('img')).toBeNull();
    // The site's mark tells whose player play loads.
    const mark = container.querySelector('.lb-facade__placeholder svg path');
    expect(mark?.getAttribute('d')).toBe(SITE_MARKS.youtube);
  });

  it('draws the item type’s icon on the placeholder of a site without a mark', () => {
    const brightcove = link(28, 'brightcove', 'https://players.brightcove.net/1/default_default/index.html?videoId=2');
    const { container } = show({ ...brightcove, thumbnail_url: null });
    const mark = container.querySelector('.lb-facade__placeholder svg path');
    expect(mark?.getAttribute('d')).toMatch(/^M4 5h16/);
  });

  it('plays a YouTube link on one press: the privacy-enhanced player, autoplaying, titled, sandboxed', async () => {
    const { container, loaded } = show(YOUTUBE);
    await play(container, 'Link 20');
    const iframe = frame(container);
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(iframe.getAttribute('title')).toBe('Link 20 (YouTube)');
    expect(iframe.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(iframe.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(iframe.getAttribute('sandbox')).toContain('allow-scripts');
    expect(iframe.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // Players have no refusal bar: they are made to be framed.
    expect(container.querySelector('.lb-render__fallback')).toBeNull();
    const focus = vi.spyOn(iframe, 'focus');
    fireEvent.load(iframe);
    expect(focus).toHaveBeenCalled();
    expect(loaded()).toEqual([{ itemId: 20 }]);
  });

  it('asks for cookie consent first where the board needs it, and plays once given', async () => {
    const consent = fakeConsent('pending');
    const { container } = show(YOUTUBE, { consent });
    await play(container, 'Link 20');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.textContent).toContain("Playing this loads YouTube's player, which may set cookies.");
    const accept = within(container).getByRole('button', { name: 'Accept cookies and play' });
    expect(document.activeElement).toBe(accept);
    expect(
      within(container)
        .getByRole('link', { name: /Open in new tab/ })
        .getAttribute('href'),
    ).toBe('https://youtu.be/dQw4w9WgXcQ');
    await act(async () => {
      fireEvent.click(accept);
    });
    expect(consent.give).toHaveBeenCalledWith('banner');
    expect(frame(container).getAttribute('src')).toContain('autoplay=1');
  });

  it('offers the site instead of the player when cookies were declined, and waits while consent is unknown', async () => {
    const declined = show(YOUTUBE, { consent: fakeConsent('denied') });
    await play(declined.container, 'Link 20');
    expect(declined.container.querySelector('iframe')).toBeNull();
    expect(declined.container.textContent).toContain("You declined cookies, so YouTube's player can't be shown here.");
    expect(within(declined.container).getByRole('link', { name: /Open in new tab/ })).toBeTruthy();
    cleanup();
    const checking = fakeConsent('pending', null);
    const { container } = show(YOUTUBE, { consent: checking });
    await play(container, 'Link 20');
    expect(within(container).getByRole('status').textContent).toBe('Loading item…');
    await act(async () => {
      checking.needed.value = false;
      checking.state.value = 'granted';
    });
    expect(frame(container).getAttribute('src')).toContain('youtube-nocookie.com');
  });

  it('plays Vimeo, Facebook and LinkedIn items in their players', async () => {
    const vimeo = show(VIMEO).container;
    await play(vimeo, 'Link 22');
    expect(frame(vimeo).getAttribute('src')).toBe('https://player.vimeo.com/video/123456789?dnt=1&autoplay=1');
    cleanup();
    const facebookView = show(FACEBOOK).container;
    await play(facebookView, 'Link 23');
    const facebook = frame(facebookView);
    expect(facebook.getAttribute('src')).toBe(
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent('https://www.facebook.com/acme/videos/1234567890/')}&show_text=false`,
    );
    expect(facebook.hasAttribute('sandbox')).toBe(false);
    cleanup();
    const linkedin = show(LINKEDIN).container;
    await play(linkedin, LINKEDIN.name);
    expect(frame(linkedin).getAttribute('src')).toBe(
      'https://www.linkedin.com/embed/feed/update/urn:li:activity:7000000000000000000',
    );
  });

  it('frames other links with the open-in-new-tab bar always shown', () => {
    const { container } = show(PLAIN);
    expect(frame(container).getAttribute('src')).toBe('https://docs.acme.example/start');
    expect(frame(container).getAttribute('sandbox')).not.toContain('allow-top-navigation');
    const bar = container.querySelector<HTMLElement>('.lb-render__fallback')!;
    const open = within(bar).getByRole('link', { name: /Open in new tab/ });
    expect(open.getAttribute('href')).toBe('https://docs.acme.example/start');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener');
  });

  it('frames a player URL of an unknown shape as a plain link', () => {
    const { container } = show(YOUTUBE_ODD);
    expect(frame(container).getAttribute('src')).toBe('https://www.youtube.com/channel/UC123');
    expect(container.querySelector('.lb-render__fallback')).not.toBeNull();
  });

  it('shows the fuller fallback card when a frame has not loaded after a few seconds', () => {
    vi.useFakeTimers();
    const { container } = show(PLAIN);
    expect(within(container).queryByRole('status')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS);
    });
    const card = within(container).getByRole('status');
    expect(card.textContent).toContain("doesn't allow it to be shown here");
    expect(
      within(card)
        .getByRole('link', { name: /Open in new tab/ })
        .getAttribute('href'),
    ).toBe('https://docs.acme.example/start');
  });

  it('shows no fallback card once the frame has loaded', () => {
    vi.useFakeTimers();
    const { container } = show(PLAIN);
    fireEvent.load(frame(container));
    act(() => {
      vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS * 2);
    });
    expect(within(container).queryByRole('status')).toBeNull();
  });

  it('never frames a javascript: link', () => {
    const { container } = show(JS_LINK);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.textContent).toContain('There is nothing to show for this item.');
  });

  it.each([
    ['a pdf file', PDF, 'https://cdn.example.com/prices.pdf'],
    ['a pdf preview', PDF_PREVIEW_ONLY, 'https://cdn.example.com/preview.pdf'],
    ['a presentation preview', PPT, 'https://cdn.example.com/deck.pdf'],
    ['a spreadsheet preview', XLS, 'https://cdn.example.com/sheet.pdf'],
  ] as const)('draws %s with the board’s PDF viewer, framing nothing', async (_name, item, src) => {
    const { container, pdf } = show(item, { download: true });
    const pages = await within(container).findByRole('region', { name: new RegExp(item.name) });
    expect(pdf.opened).toEqual([src]);
    expect(container.querySelector('iframe, embed, object')).toBeNull();
    expect(pages.closest('[part="viewer-content"]')).toBeTruthy();
    expect(await within(container).findAllByRole('group', { name: /^Page \d$/ })).toHaveLength(3);
    expect(within(container).getByRole('toolbar', { name: 'Document controls' })).toBeTruthy();
  });

  it('frames an office preview that is not a PDF, unsandboxed for the browser viewer', () => {
    const item = makeItem(8, { presented_item_type: 'ppt', preview_url: 'https://cdn.example.com/deck.html' });
    const { container, pdf } = show(item, { download: true });
    const iframe = frame(container);
    expect(iframe.getAttribute('src')).toBe('https://cdn.example.com/deck.html');
    expect(iframe.hasAttribute('sandbox')).toBe(false);
    expect(pdf.opened).toEqual([]);
  });

  it('says so when the PDF cannot be opened, and frames nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = show(PDF, { download: true, pdfFails: true });
    const alert = await within(container).findByRole('alert');
    expect(alert.textContent).toContain('This document could not be shown.');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['a document without preview', DOC_NO_PREVIEW],
    ['an archive', ZIP],
  ] as const)('shows %s as a card with download', (_name, item) => {
    const { container } = show(item, { download: true });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.textContent).toContain("This file can't be previewed here");
    expect(within(container).getByRole('button', { name: 'Download' })).toBeTruthy();
  });
});

describe('ItemRenderer: articles', () => {
  it('inserts the sanitized article and then reports loaded', async () => {
    const { container, loaded } = show(ARTICLE);
    const region = within(container).getByRole('region', { name: 'Article: Story' });
    await act(() => vi.waitFor(() => expect(loaded()).not.toEqual([])));
    expect(region.textContent).toContain('Hello');
    expect(region.querySelector('script')).toBeNull();
    expect(loaded()).toEqual([{ itemId: 30 }]);
  });

  it.each([
    ['a script element', '<p>Hi</p><script>window.__pwned = 1</script>'],
    ['an onerror handler', '<img src="x" onerror="window.__pwned = 1"><p>after</p>'],
    ['a javascript: link', '<a href="javascript:window.__pwned=1">click</a><p>after</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>after</p>'],
  ])('lets no %s into the page', async (_name, html) => {
    // Where the DOM misleads DOMPurify (happy-dom), the check after sanitizing falls back to text, and says so.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, loaded } = show(makeItem(32, { ...ARTICLE, content_html: html }));
    await act(() => vi.waitFor(() => expect(loaded()).not.toEqual([])));
    const region = within(container).getByRole('region');
    expect(region.querySelector('script, iframe')).toBeNull();
    expect(region.querySelector('[onerror]')).toBeNull();
    expect(region.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
