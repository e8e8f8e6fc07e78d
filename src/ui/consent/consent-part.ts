/** Entry of the cookie consent banner's chunk: the code and the rules it needs. */
import consentCss from '../styles/consent.css?raw';
import { registerStyles } from '../style-sheets.ts';

registerStyles(consentCss);

export { ConsentBanner } from './ConsentBanner.tsx';
