/** Entry of the campaign change overlay's chunk (success message + tile loader): the code and the rules it needs. */
import { registerStyles } from '../style-sheets.ts';
import formsCss from '../styles/forms.css?raw';
import gatingCss from '../styles/gating.css?raw';

registerStyles(gatingCss);
registerStyles(formsCss);

export { CampaignChangeOverlay } from './CampaignChangeOverlay.tsx';
