/** Entry of the item viewer's chunk (with its renderers and the gating form): the code and the rules it needs. */
import formsCss from '../forms/forms.css?raw';
import gatingFormCss from '../gating/gating-form.css?raw';
import pdfCss from '../renderers/pdf/pdf.css?raw';
import renderersCss from '../renderers/renderers.css?raw';
import { registerStyles } from '../shared/style-sheets.ts';
import viewerCss from './viewer.css?raw';
import viewerControlsCss from './viewer-controls.css?raw';

registerStyles(viewerCss);
registerStyles(viewerControlsCss);
registerStyles(renderersCss);
registerStyles(gatingFormCss);
registerStyles(formsCss);
// The PDF viewer is part of this chunk (its pictures show at once); only pdf.js loads on its own.
registerStyles(pdfCss);

export { warmItemToOpen } from '../renderers/warm-item.ts';
export { ItemViewer } from './ItemViewer.tsx';
