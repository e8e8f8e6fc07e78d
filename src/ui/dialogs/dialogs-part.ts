/**
 * Entry of the dialogs' chunk (CTA forms, framed page, share, admin confirm, the delivery notice of sent forms): the
 * code and the rules it needs.
 */
import formsCss from '../forms/forms.css?raw';
import successCss from '../forms/success.css?raw';
import { registerStyles } from '../shared/style-sheets.ts';
import dialogsCss from './dialogs.css?raw';

registerStyles(dialogsCss);
registerStyles(formsCss);
registerStyles(successCss);

export { AdminConfirmDialog } from './AdminConfirmDialog.tsx';
export { CtaFormDialog } from './CtaFormDialog.tsx';
export { DeliveryNotice } from './DeliveryNotice.tsx';
export { InlinePageDialog } from './InlinePageDialog.tsx';
export { ShareDialog } from './ShareDialog.tsx';
