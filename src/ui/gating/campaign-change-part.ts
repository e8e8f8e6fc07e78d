/** Entry of the campaign change overlay's chunk (success message + tile loader): the code and the rules it needs. */
import { registerStyles } from '../style-sheets.ts';
import formsCss from '../styles/forms.css?raw';
import campaignChangeCss from './campaign-change.css?raw';

registerStyles(campaignChangeCss);
registerStyles(formsCss);

export { CampaignChangeOverlay } from './CampaignChangeOverlay.tsx';
