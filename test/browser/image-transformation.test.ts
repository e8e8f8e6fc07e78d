/// <reference types="mocha" />
/** Image transformation options from the API reach the pictures: tile thumbnails and the viewer's image. */
import { expect } from 'chai';

import { openPage, waitFor } from './helpers.ts';

/** Resolves once `img` has loaded (or rejects when it fails). */
const loaded = (img: HTMLImageElement) =>
  img.complete && img.naturalWidth > 0
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => reject(new Error(`${img.src} failed`)), { once: true });
      });

/**
 * The size of the picture at `src` as the server made it. A detached image, not the one on the page: WebKit gives
 * an SVG picture shown in a box the natural size of that box, not the width and height the SVG declares.
 */
async function pictureSize(src: string): Promise<[number, number]> {
  const probe = new Image();
  probe.src = src;
  await loaded(probe);
  return [probe.naturalWidth, probe.naturalHeight];
}

describe('image transformation options', function () {
  this.timeout(120_000);

  it("shows the speakers' head shots square and in black and white, at the board's quality, in tiles and viewer", async () => {
    const page = await openPage('/acme-live/speakers', { width: 1280 });
    const board = await waitFor(() => page.document.querySelector('live-board'), 'board');
    const root = await waitFor(() => board.shadowRoot, 'shadow root');
    const tile = await waitFor(() => root.querySelector<HTMLElement>('[part~="tile"][data-item-id]'), 'a speaker tile');
    const thumb = await waitFor(() => tile.querySelector<HTMLImageElement>('img'), 'its thumbnail');
    const params = (src: string) => Object.fromEntries(new URL(src).searchParams);
    const expected = { w: '450', h: '450', crop: 'fill', gravity: 'face', filter: 'grayscale', q: '80' };
    expect(params(thumb.src)).to.deep.equal(expected);
    thumb.loading = 'eager';
    await loaded(thumb);
    expect(await pictureSize(thumb.src)).to.deep.equal([450, 450]);

    // As a visitor opens it: a click on the tile.
    (tile.closest('a') ?? tile.querySelector('a'))!.click();
    const image = await waitFor(
      () => root.querySelector<HTMLImageElement>('[part~="viewer-content"] img'),
      'the viewer image',
    );
    expect(params(image.src)).to.deep.equal(expected);
    await loaded(image);
    expect(await pictureSize(image.src)).to.deep.equal([450, 450]);
  });

  it("gives the board's other pictures its own options only", async () => {
    const page = await openPage('/acme-live/keynote', { width: 1280 });
    const board = await waitFor(() => page.document.querySelector('live-board'), 'board');
    const root = await waitFor(() => board.shadowRoot, 'shadow root');
    const thumb = await waitFor(() => root.querySelector<HTMLImageElement>('[part~="tile"] img'), 'a thumbnail');
    expect(Object.fromEntries(new URL(thumb.src).searchParams)).to.deep.equal({ q: '80' });
  });
});
