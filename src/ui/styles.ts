/**
 * The board's stylesheets as text, adopted as shared constructable stylesheets (src/ui/style-sheets.ts). Each
 * feature keeps its rules in its own file (one writer per file). The base sheets are adopted at first render; a
 * part loaded on demand registers its own files when its chunk runs, after the base ones.
 */
import board from './styles/board.css?raw';
import cards from './styles/cards.css?raw';
import controls from './styles/controls.css?raw';

/**
 * The base sheets, adopted at first render: the board, then the controls and cards that parts loaded on demand
 * use too.
 */
export const boardCss = [board, controls, cards].join('\n');
