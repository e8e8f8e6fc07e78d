/** Entry of the item viewer's chunk (with its renderers and the gating form): the code and the rules it needs. */
import { registerStyles } from '../style-sheets.ts';
import formsCss from '../styles/forms.css?raw';
import viewerCss from '../styles/viewer.css?raw';

registerStyles(viewerCss);
registerStyles(formsCss);

export { ItemViewer } from './ItemViewer.tsx';
