/**
 * One item of each kind whose viewer header differs (new tab, download and like per item type and source,
 * docs/decisions.md), shared by the viewer's tests at every board width so each kind is written once.
 */
import { makeItem } from '../fixtures.ts';

/** An uploaded PDF file, "Price list". */
export const PDF = makeItem(2, {
  name: 'Price list',
  presented_item_type: 'pdf',
  file_url: 'https://cdn.example.com/prices.pdf',
});

/** A YouTube video link, "Product video". */
export const YOUTUBE = makeItem(3, {
  name: 'Product video',
  item_type: 'video',
  item_source: 1,
  presented_item_type: 'youtube',
  link_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
});

/** An uploaded image file. */
export const IMAGE = makeItem(4, {
  name: 'Plant photo',
  item_type: 'image',
  presented_item_type: 'image',
  file_url: 'https://cdn.example.com/plant.png',
});

/** An article written in the board. */
export const ARTICLE = makeItem(5, {
  name: 'Story',
  item_type: 'article',
  item_source: 4,
  presented_item_type: 'article',
  content_html: '<p>Hi</p>',
});

/** A Brightcove video link. */
export const BRIGHTCOVE = makeItem(6, {
  name: 'Keynote',
  item_type: 'video',
  item_source: 1,
  presented_item_type: 'brightcove',
  link_url: 'https://players.brightcove.net/1/default_default/index.html?videoId=2',
});

/** A PDF file from Box. */
export const BOX = makeItem(7, {
  name: 'Box deck',
  item_source: 3,
  presented_item_type: 'pdf',
  file_url: 'https://cdn.example.com/box.pdf',
});

/** A plain web link. */
export const WEB_LINK = makeItem(8, {
  name: 'Docs',
  item_type: 'link',
  item_source: 1,
  presented_item_type: 'link',
  link_url: 'https://docs.acme.example/start',
});
