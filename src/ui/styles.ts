/**
 * The board's stylesheets as text, adopted as shared constructable stylesheets (src/ui/style-sheets.ts). Each
 * feature keeps its rules in its own file (one writer per file). The base sheets are adopted at first render; a
 * part loaded on demand registers its own files when its chunk runs, after the base ones.
 */
import board from './styles/board.css?raw';
import cards from './styles/cards.css?raw';
import consent from './styles/consent.css?raw';
import controls from './styles/controls.css?raw';
import dialogs from './styles/dialogs.css?raw';
import forms from './styles/forms.css?raw';
import gates from './styles/gates.css?raw';
import gating from './styles/gating.css?raw';
import greeting from './styles/greeting.css?raw';
import liveEvent from './styles/live-event.css?raw';
import viewer from './styles/viewer.css?raw';

/**
 * The base sheets, adopted at first render: the board, then the controls and cards that parts loaded on demand
 * use too.
 */
export const boardCss = [board, controls, cards].join('\n');

/**
 * Every rule of the board UI in one text, in the order of the single stylesheet the board had before its parts
 * loaded on demand (controls, cards, forms and greeting were part of dialogs.css); for code that adopts everything
 * at once.
 */
export const allCss = [board, liveEvent, controls, cards, dialogs, forms, greeting, gates, viewer, gating, consent].join('\n');
