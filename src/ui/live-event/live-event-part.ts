/** Entry of the live event's chunk: the code and the rules it needs. */
import { registerStyles } from '../shared/style-sheets.ts';
import liveEventCss from './live-event.css?raw';

registerStyles(liveEventCss);

export { LiveEventSection } from './LiveEventSection.tsx';
