/**
 * Entry of the dialogs' chunk (CTA forms, framed page, share, admin confirm, the delivery notice of sent forms): the
 * code and the rules it needs.
 */
import successCss from '../cards/success.css?raw';
import formsCss from '../forms/forms.css?raw';
import { registerStyles } from '../style-sheets.ts';
import dialogsCss from './dialogs.css?raw';

registerStyles(dialogsCss);
registerStyles(formsCss);
registerStyles(successCss);

export { AdminConfirmDialog } from './AdminConfirmDialog.tsx';
export { CtaFormDialog } from './CtaFormDialog.tsx';
export { DeliveryNotice } from './DeliveryNotice.tsx';
export { InlinePageDialog } from './InlinePageDialog.tsx';
export { ShareDialog } from './ShareDialog.tsx';
