/** Entry of the live event's chunk: the code and the rules it needs. */
import liveEventCss from '../styles/live-event.css?raw';
import { registerStyles } from '../style-sheets.ts';

registerStyles(liveEventCss);

export { LiveEventSection } from './LiveEventSection.tsx';
