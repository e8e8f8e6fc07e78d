/**
 * The board's stylesheet as text; the element adopts it once as a shared constructable stylesheet. Each feature
 * keeps its rules in its own file (one writer per file); the order here is the cascade order.
 */
import base from './styles/board.css?raw';
import consent from './styles/consent.css?raw';
import dialogs from './styles/dialogs.css?raw';
import gates from './styles/gates.css?raw';
import gating from './styles/gating.css?raw';
import liveEvent from './styles/live-event.css?raw';
import viewer from './styles/viewer.css?raw';

/** All rules of the board UI. */
export const boardCss = [base, liveEvent, dialogs, gates, viewer, gating, consent].join('\n');
