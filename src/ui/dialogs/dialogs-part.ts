/**
 * Entry of the dialogs' chunk (CTA forms, framed page, share, admin confirm, the delivery notice of sent forms): the
 * code and the rules it needs.
 */
import { registerStyles } from '../style-sheets.ts';
import formsCss from '../styles/forms.css?raw';
import dialogsCss from './dialogs.css?raw';

registerStyles(dialogsCss);
registerStyles(formsCss);

export { AdminConfirmDialog } from './AdminConfirmDialog.tsx';
export { CtaFormDialog } from './CtaFormDialog.tsx';
export { DeliveryNotice } from './DeliveryNotice.tsx';
export { InlinePageDialog } from './InlinePageDialog.tsx';
export { ShareDialog } from './ShareDialog.tsx';
