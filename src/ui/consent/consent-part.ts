/** Entry of the cookie consent banner's chunk: the code and the rules it needs. */
import { registerStyles } from '../shared/style-sheets.ts';
import consentCss from './consent.css?raw';

registerStyles(consentCss);

export { ConsentBanner } from './ConsentBanner.tsx';
