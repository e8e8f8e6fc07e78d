/// <reference types="mocha" />
import { assert, expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { mountBoard, oneItemPerType, type TestBoard, waitFor } from './helpers.ts';

defineLiveBoard();

/** YouTube's, Google's and Vimeo's hosts: none may be asked for anything before play. */
const VENDOR =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|ggpht\.com|googlevideo\.com|google\.com|googleapis\.com|gstatic\.com|googleusercontent\.com|doubleclick\.net|vimeo\.com|vimeocdn\.com)$/;

const onVendorHost = (url: string) => {
  try {
    return VENDOR.test(new URL(url, location.href).hostname);
  } catch {
    return false;
  }
};

/** Every request the page made to a vendor host (resource timing) and every element in the board that would make one. */
function vendorRequests(root: ShadowRoot, since = 0): string[] {
  // Requests started before `since` (an earlier test's player, still settling) are not this test's.
  const timed = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since)
    .map((entry) => entry.name);
  const loading = [
    ...root.querySelectorAll<HTMLElement>('img, iframe, script, link, video, audio, source, object, embed'),
  ]
    .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? el.getAttribute('data') ?? '')
    .filter(Boolean);
  return [...timed, ...loading].filter(onVendorHost);
}

async function setCountry(country_code: string) {
  await fetch('/__geo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ country_code }),
  });
}

async function openPlayer(element: TestBoard, root: ShadowRoot, board: string, type: 'youtube' | 'vimeo') {
  const item = (await oneItemPerType(board)).get(type);
  assert.exists(item, `a ${type} item on ${board}`);
  await waitFor(() => root.querySelector('[part~="tile"]'), 'the first tiles');
  element.openItem(item.id);
  const facade = await waitFor(
    () => root.querySelector<HTMLElement>('dialog[part~="viewer"][open] [part~="viewer-content"] .lb-facade'),
    `the ${type} facade`,
  );
  return { item, facade };
}

const playButton = (facade: HTMLElement) => facade.querySelector<HTMLButtonElement>('.lb-facade__play')!;

describe('players of video sites behind a facade', function () {
  this.timeout(120_000);
  // The timeline keeps 250 entries by default and drops later ones: a request looked for must not be one of those.
  before(() => performance.setResourceTimingBufferSize(100_000));
  afterEach(() => document.querySelectorAll('live-board').forEach((el) => el.remove()));
  // A consent given in one test is kept for the organization: each test starts undecided.
  beforeEach(() => localStorage.clear());

  it('makes no request to YouTube or Google before play, then loads the privacy-enhanced player, playing', async () => {
    performance.clearResourceTimings();
    const { element, root } = await mountBoard('acme-launch');
    const { item, facade } = await openPlayer(element, root, 'acme-launch', 'youtube');
    expect(playButton(facade).getAttribute('aria-label')).to.equal(`Play ${item.name}`);
    // Only a window for a request that should not start: a slow machine can let one slip past, never fail a facade
    // that keeps quiet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(vendorRequests(root), 'requests to YouTube/Google before play').to.deep.equal([]);

    playButton(facade).click();
    const frame = await waitFor(
      () => root.querySelector<HTMLIFrameElement>('[part~="viewer-content"] iframe'),
      'the player frame',
    );
    const src = new URL(frame.src);
    expect(src.hostname).to.equal('www.youtube-nocookie.com');
    expect(src.searchParams.get('autoplay')).to.equal('1');
    expect(frame.allow).to.contain('autoplay');
    // Every vendor request from now on goes to the privacy-enhanced host only.
    const after = vendorRequests(root).map((url) => new URL(url).hostname);
    expect(after).to.include('www.youtube-nocookie.com');
    expect(after.every((host) => host === 'www.youtube-nocookie.com')).to.equal(true);
  });

  it('asks for cookie consent on play where the board needs it, and plays (Vimeo, do not track) once accepted', async () => {
    await setCountry('DE');
    try {
      // The test before loaded a player in this document: its request may still land in the timeline.
      const start = performance.now();
      const { element, root } = await mountBoard('acme-consent');
      await waitFor(() => root.querySelector('[part~="consent-banner"]'), 'the consent banner');
      const { facade } = await openPlayer(element, root, 'acme-consent', 'vimeo');
      playButton(facade).click();
      const accept = await waitFor(
        () =>
          [...facade.querySelectorAll<HTMLButtonElement>('button')].find(
            (b) => b.textContent === 'Accept cookies and play',
          ),
        'the consent question',
      );
      expect(facade.textContent).to.contain("Playing this loads Vimeo's player, which may set cookies.");
      expect(root.querySelector('[part~="viewer-content"] iframe')).to.equal(null);
      expect(vendorRequests(root, start), 'requests to Vimeo before consent').to.deep.equal([]);

      accept.click();
      const frame = await waitFor(
        () => root.querySelector<HTMLIFrameElement>('[part~="viewer-content"] iframe'),
        'the player once consent is given',
      );
      expect(new URL(frame.src).hostname).to.equal('player.vimeo.com');
      expect(new URL(frame.src).searchParams.get('dnt')).to.equal('1');
      await waitFor(() => !root.querySelector('[part~="consent-banner"]'), 'the banner to go with the decision');
    } finally {
      await setCountry('US');
    }
  });

  it('offers the site instead of the player when cookies were declined', async () => {
    await setCountry('DE');
    try {
      // The test before loaded a player in this document: its request may still land in the timeline.
      const start = performance.now();
      const { element, root } = await mountBoard('acme-consent');
      const banner = await waitFor(() => root.querySelector<HTMLElement>('[part~="consent-banner"]'), 'the banner');
      const reject = [...banner.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
        /reject|decline/i.test(b.textContent),
      );
      assert.exists(reject, 'a reject button on the banner');
      reject.click();
      await waitFor(() => !root.querySelector('[part~="consent-banner"]'), 'the banner to go');
      const { facade } = await openPlayer(element, root, 'acme-consent', 'vimeo');
      playButton(facade).click();
      await waitFor(
        () => facade.textContent.includes("You declined cookies, so Vimeo's player can't be shown here."),
        'the refusal',
      );
      expect(root.querySelector('[part~="viewer-content"] iframe')).to.equal(null);
      expect(vendorRequests(root, start)).to.deep.equal([]);
    } finally {
      await setCountry('US');
    }
  });
});
