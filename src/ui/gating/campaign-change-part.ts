/** Entry of the campaign change overlay's chunk (success message + tile loader): the code and the rules it needs. */
import formsCss from '../styles/forms.css?raw';
import gatingCss from '../styles/gating.css?raw';
import { registerStyles } from '../style-sheets.ts';

registerStyles(gatingCss);
registerStyles(formsCss);

export { CampaignChangeOverlay } from './CampaignChangeOverlay.tsx';
