/** Entry of the campaign change overlay's chunk (success message + tile loader): the code and the rules it needs. */
import successCss from '../cards/success.css?raw';
import formsCss from '../forms/forms.css?raw';
import { registerStyles } from '../style-sheets.ts';
import campaignChangeCss from './campaign-change.css?raw';

registerStyles(campaignChangeCss);
registerStyles(formsCss);
registerStyles(successCss);

export { CampaignChangeOverlay } from './CampaignChangeOverlay.tsx';
