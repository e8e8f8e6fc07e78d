/**
 * The board's base stylesheets as text, adopted as shared constructable stylesheets (ui/shared/style-sheets.ts).
 * Each sheet sits beside the components it styles (src/ui/<feature>/*.css), its narrow-board rules with its other
 * rules.
 * The base sheets are adopted at first render; a part loaded on demand registers its own sheets in its `*-part.ts`
 * when its chunk runs, after the base ones.
 */
import board from './board/board.css?raw';
import cards from './cards/cards.css?raw';
import categories from './categories/categories.css?raw';
import items from './items/items.css?raw';
import search from './search/search.css?raw';
import header from './sections/header.css?raw';
import sections from './sections/sections.css?raw';
import controls from './shared/controls.css?raw';
import status from './status/status.css?raw';

/**
 * The base sheets, adopted at first render, in cascade order: the board (host, tokens, layout), the controls that
 * parts loaded on demand use too, then the first screen's components. Where two of them style one element with
 * selectors of equal specificity, the later one wins (the skeleton's shimmer over the banner's background).
 */
export const boardCss = [board, controls, header, sections, categories, search, items, status, cards].join('\n');
