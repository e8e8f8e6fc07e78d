/**
 * The sign a player's facade shows when it has no picture of the item: each site's mark redrawn in the board's
 * line style (one colour, 24-unit grid), so the visitor knows whose player play will load. A site whose mark is
 * words rather than a sign has none here; its facade shows the item type's icon.
 */
import type { PlayerProvider } from './embed-url.ts';

export const SITE_MARKS: Readonly<Partial<Record<PlayerProvider, string>>> = {
  // A rounded screen with a play triangle.
  youtube:
    'M4.5 6h15A2.5 2.5 0 0 1 22 8.5v7a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 15.5v-7A2.5 2.5 0 0 1 4.5 6zM10 9.25v5.5L14.75 12z',
  // The lower-case v whose right arm curls back.
  vimeo:
    'M3 8.5l2-1.2c1 0 1.6 1.2 2.2 3.3L9 17c.4 1.2 1 1.5 1.6.8C13.5 14.5 17 10 19 6.8c1-1.7.3-3-1.3-2.8-1.6.2-3 1.7-3.6 3.5',
  // Two slanted bands, the upper one shorter.
  wistia: 'M3 7h12.5l-2.5 4H3zM7 13h14l-2.5 4.5H7z',
  // A play sign folded from two chevrons.
  vidyard: 'M3 5l9 14 9-14M8 5l4 6.5L16 5',
  // The round sign with a lower-case f.
  facebook_video:
    'M12 2.75a9.25 9.25 0 1 0 0 18.5 9.25 9.25 0 0 0 0-18.5zM15 7.5h-1.5A2.5 2.5 0 0 0 11 10v11.25M8.5 13h6',
  // The rounded square with "in".
  linkedin_post:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 10.5V17M8 7.5v.01M11.5 17v-6.5M11.5 13.5a2.75 2.75 0 0 1 5.5 0V17',
};
