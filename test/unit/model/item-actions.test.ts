import { describe, expect, it } from 'vitest';

import type { ItemTypeName, PresentedItemTypeName } from '../../../src/api/schemas/item.ts';
import {
  canPlayVideoInline,
  isAcceptedVideoFormat,
  type ItemActionFlags,
  itemActions,
  type ItemActionSubject,
} from '../../../src/model/item-actions.ts';

const LINK = 1;
const FILE = 2;
const BOX = 3;
const ARTICLE = 4;

const item = (
  item_type: ItemTypeName,
  item_source: 1 | 2 | 3 | 4,
  presented_item_type: PresentedItemTypeName,
): ItemActionSubject => ({
  item_type,
  item_source,
  presented_item_type,
});

const ALLOWED: ItemActionFlags = { block_download: false, show_likes: true };

describe('item actions: open in a new tab', () => {
  it.each<[string, ItemActionSubject, boolean]>([
    ['an uploaded pdf (item_type file)', item('file', FILE, 'pdf'), false],
    ['an uploaded office document', item('file', FILE, 'ppt'), false],
    ['a Box file (item_source box)', item('file', BOX, 'doc'), false],
    ['a Box video', item('video', BOX, 'video'), false],
    ['an article (item_source article)', item('article', ARTICLE, 'article'), false],
    ['an article link (presented article)', item('link', LINK, 'article'), false],
    ['a Brightcove video', item('video', LINK, 'brightcove'), false],
    // The "file" is an uploaded file, whatever it shows: images and videos included.
    ['an uploaded image', item('image', FILE, 'image'), false],
    ['an uploaded video', item('video', FILE, 'video'), false],
    ['a YouTube video', item('video', LINK, 'youtube'), true],
    ['a Vimeo video', item('video', LINK, 'vimeo'), true],
    ['a Prezi', item('link', LINK, 'prezi'), true],
    ['a LinkedIn post', item('link', LINK, 'linkedin_post'), true],
    ['a snapshot', item('link', LINK, 'snapshot'), true],
    ['an oEmbed link', item('link', LINK, 'oembed'), true],
    ['a plain link', item('link', LINK, 'link'), true],
  ])('%s → %s', (_name, subject, expected) => {
    expect(itemActions(subject, ALLOWED).openInNewTab).toBe(expected);
  });
});

describe('item actions: download', () => {
  it.each<[string, ItemActionSubject, boolean]>([
    ['an uploaded pdf', item('file', FILE, 'pdf'), true],
    ['a Box file', item('file', BOX, 'pdf'), true],
    ['an uploaded image', item('image', FILE, 'image'), true],
    ['an uploaded video', item('video', FILE, 'video'), true],
    ['a Box video', item('video', BOX, 'video'), true],
    ['a YouTube video (a link, no file)', item('video', LINK, 'youtube'), false],
    ['an image link', item('image', LINK, 'snapshot'), false],
    ['a plain link', item('link', LINK, 'link'), false],
    ['an article', item('article', ARTICLE, 'article'), false],
  ])('%s → %s when downloads are not blocked', (_name, subject, expected) => {
    expect(itemActions(subject, ALLOWED).download).toBe(expected);
  });

  it.each([
    item('file', FILE, 'pdf'),
    item('file', BOX, 'doc'),
    item('image', FILE, 'image'),
    item('video', FILE, 'video'),
  ])('block_download hides download for every file-like item: %o', (subject) => {
    expect(itemActions(subject, { ...ALLOWED, block_download: true }).download).toBe(false);
  });
});

describe('item actions: like', () => {
  it.each([
    [true, true],
    [false, false],
  ])('show_likes %s → like %s, whatever the item', (showLikes, expected) => {
    for (const subject of [
      item('file', FILE, 'pdf'),
      item('video', LINK, 'youtube'),
      item('article', ARTICLE, 'article'),
    ]) {
      expect(itemActions(subject, { block_download: false, show_likes: showLikes }).like).toBe(expected);
    }
  });
});

describe('video formats', () => {
  it.each([
    ['mp4', true, true],
    ['webm', true, true],
    ['mov', true, true],
    ['MP4', true, true],
    ['.webm', true, true],
    ['launch-keynote.mov', true, true],
    ['https://cdn.example.com/v/keynote.MP4?sig=abc', true, true],
    ['ogv', false, true],
    ['3gp', false, true],
    ['3g2', false, true],
    ['wmv', false, true],
    ['mpeg', false, true],
    ['mkv', false, true],
    ['avi', false, true],
    ['flv', false, false],
    ['mp3', false, false],
    ['', false, false],
    [null, false, false],
  ])('%j: plays inline %s, accepted %s', (extension, inline, accepted) => {
    expect(canPlayVideoInline(extension)).toBe(inline);
    expect(isAcceptedVideoFormat(extension)).toBe(accepted);
  });
});
