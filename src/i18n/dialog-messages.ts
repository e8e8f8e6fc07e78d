/**
 * Visitor-facing strings of dialogs, cards and forms, each named once and routed through `msg()` (ids prefixed
 * `dialog-`). Call them at render time so a locale switch re-renders them. What the greeting card and every
 * form's validation say is in `form-messages.ts`, which the first screen's greeting loads without these.
 */
import { msg } from './lit.ts';

// ---------- CTA form fields ----------

export const firstNameLabel = () => msg('First name', { id: 'dialog-field-first-name' });
export const lastNameLabel = () => msg('Last name', { id: 'dialog-field-last-name' });
export const emailLabel = () => msg('Email', { id: 'dialog-field-email' });
export const headlineLabel = () => msg('Job title', { id: 'dialog-field-headline' });
export const companyLabel = () => msg('Company', { id: 'dialog-field-company' });
export const phoneLabel = () => msg('Phone', { id: 'dialog-field-phone' });
export const messageLabel = () => msg('Message', { id: 'dialog-field-note' });
/** Share-board form: the recipient's address. */
export const shareToLabel = () => msg('To (email)', { id: 'dialog-field-to' });
export const senderDetailsLabel = () => msg('Sender details', { id: 'dialog-field-sender-details' });
/** Legend of the share form's recipient fields. */
export const recipientLegend = () => msg('Recipient', { id: 'dialog-legend-recipient' });
/** Legend of the share form's sender fields. */
export const senderLegend = () => msg('From you', { id: 'dialog-legend-sender' });

// ---------- CTA dialogs ----------

/** Fallback link of a framed (inline) page. */
export const openInNewTab = () => msg('Open in a new tab', { id: 'dialog-open-new-tab' });
/** Hint above the fallback link of a framed page: some sites refuse to be framed. */
export const framedPageHint = () =>
  msg('If the page does not appear below, open it in a new tab.', { id: 'dialog-inline-hint' });

/** Share dialogs, page and email. */
export const shareChoicesLabel = () => msg('How to share', { id: 'dialog-share-choices' });
export const sharePageTab = () => msg('Share page', { id: 'dialog-share-page' });
export const shareByEmailTab = () => msg('Share by email', { id: 'dialog-share-email' });
export const pageLinkLabel = () => msg('Page link', { id: 'dialog-share-link-label' });
export const copyLinkLabel = () => msg('Copy link', { id: 'dialog-copy-link' });
export const linkCopied = () => msg('Link copied', { id: 'dialog-link-copied' });
/** When the Clipboard API is unavailable or refused: the link is selected for the visitor to copy. */
export const copyLinkManually = () =>
  msg('The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.', { id: 'dialog-copy-manually' });

/** Default text of the success message box. */
export const thankYou = () => msg('Thank You', { id: 'dialog-thank-you' });
/** What waited for the network (or was left by an earlier page) has reached the server. */
export const sentAfterAll = () => msg('What you sent earlier has now been delivered.', { id: 'dialog-sent-later' });

// ---------- Tile loader (campaign change) ----------

export const updatingBoard = () => msg('Updating the board…', { id: 'dialog-updating-board' });

// ---------- Admin confirm dialog ----------

export const adminConfirmQuestion = () =>
  msg('Are you sure that you want to perform this admin action?', { id: 'dialog-admin-confirm-title' });
export const adminConfirmImpact = () =>
  msg('This action may have an impact on the entire company instance and live boards.', {
    id: 'dialog-admin-confirm-impact',
  });
export const confirmLabel = () => msg('Confirm', { id: 'dialog-confirm' });
export const cancelLabel = () => msg('Cancel', { id: 'dialog-cancel' });
