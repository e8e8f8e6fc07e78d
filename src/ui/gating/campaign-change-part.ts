/** Entry of the campaign change overlay's chunk (success message + tile loader): the code and the rules it needs. */
import formsCss from '../forms/forms.css?raw';
import successCss from '../forms/success.css?raw';
import { registerStyles } from '../shared/style-sheets.ts';
import campaignChangeCss from './campaign-change.css?raw';

registerStyles(campaignChangeCss);
registerStyles(formsCss);
registerStyles(successCss);

export { CampaignChangeOverlay } from './CampaignChangeOverlay.tsx';
