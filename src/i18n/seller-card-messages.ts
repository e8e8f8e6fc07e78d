/**
 * Strings of the seller card, which loads in a chunk of its own after the first screen: kept out of `messages.ts`,
 * whose strings the first screen carries. Called at render time so a locale switch re-renders them.
 */
import { msg } from './lit.ts';

/** Disclosure button of the seller card. */
export const contactDetailsLabel = () => msg('Contact details', { id: 'dialog-seller-details' });
export const linkedinProfile = () => msg('LinkedIn profile', { id: 'dialog-seller-linkedin' });
export const bookMeeting = () => msg('Book a meeting', { id: 'dialog-seller-calendar' });
