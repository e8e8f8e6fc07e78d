/**
 * Visitor-facing strings of the cookie-consent banner (privacy warning banner), each named once and routed
 * through `msg()` (ids prefixed `consent-`). Call them at render time so a locale switch re-renders them.
 */
import { msg } from './lit.ts';

/** Accessible name of the banner's region. */
export const consentRegionLabel = () => msg('Cookie consent', { id: 'consent-region' });
/** Shown when neither the campaign element, the board nor the organization gives a privacy message. */
export const consentDefaultMessage = () =>
  msg('This board uses cookies to learn which content is useful to you. Do you accept them?', {
    id: 'consent-default-message',
  });
/** The optional link to the privacy policy. */
export const consentLearnMore = () => msg('Learn More', { id: 'consent-learn-more' });
/** Hidden hint after 'Learn More': the link opens a new tab. */
/** The visitor gives consent. */
export const consentAccept = () => msg('Accept', { id: 'consent-accept' });
/** The visitor rejects cookies: nothing is stored and nothing is tracked for the visit. */
export const consentReject = () => msg('Reject', { id: 'consent-reject' });
