/** Entry of the item viewer's chunk (with its renderers and the gating form): the code and the rules it needs. */
import pdfCss from '../renderers/pdf/pdf.css?raw';
import { registerStyles } from '../style-sheets.ts';
import formsCss from '../styles/forms.css?raw';
import viewerCss from '../styles/viewer.css?raw';

registerStyles(viewerCss);
registerStyles(formsCss);
// The PDF viewer is part of this chunk (its pictures show at once); only pdf.js loads on its own.
registerStyles(pdfCss);

export { warmItemToOpen } from '../renderers/warm-item.ts';
export { ItemViewer } from './ItemViewer.tsx';
