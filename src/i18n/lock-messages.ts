/**
 * Visitor-facing strings of the password page, the two-factor email verification page and the board request view
 * each named once and routed through `msg()` (ids prefixed `lock-`). Call them at render time so
 * a locale switch re-renders them. Shared texts ('An Error Occurred', 'Sorry you are having trouble accessing this
 * page', …) stay in `messages.ts`; field labels in `dialog-messages.ts`, the email format message in `form-messages.ts`.
 */
import { msg, str } from './lit.ts';

// ---------- Password page ----------

/** Heading of the password page. */
export const passwordHeading = () => msg('This board is password protected', { id: 'lock-password-heading' });
/** Line under the heading, naming the board. */
export const passwordIntro = (boardName: string) =>
  msg(str`Enter the password you were given to view ${boardName}.`, { id: 'lock-password-intro' });
/** Label of the password field. */
export const passwordLabel = () => msg('Password', { id: 'lock-password-label' });
/** The show/hide toggle; it says what it does and carries `aria-pressed` while the password shows. */
export const showPassword = () => msg('Show password', { id: 'lock-password-show' });
/** Submit button of the password page. */
export const unlockBoard = () => msg('View board', { id: 'lock-password-submit' });
/** The password field was left empty. */
export const enterPassword = () => msg('Please enter password', { id: 'lock-password-empty' });
/** A wrong password on the password page. */
export const wrongPassword = () => msg('Wrong password', { id: 'lock-password-wrong' });
/** A wrong password where a password is asked inside a form (not on the password page). */
export const passwordIncorrect = () =>
  msg('The password is incorrect. Please try again', { id: 'lock-password-incorrect' });

// ---------- Email verification page ----------

/** Heading of the email verification page. */
export const verifyHeading = () => msg('Verify your email', { id: 'lock-verify-heading' });
/** Line under the heading at the email step. */
export const verifyIntro = (boardName: string) =>
  msg(str`To view ${boardName}, enter your email address. We will send you a confirmation code.`, {
    id: 'lock-verify-intro',
  });
/** Submit button of the email step. */
export const sendCode = () => msg('Send code', { id: 'lock-send-code' });
/** The code-sent notice, with who the email comes from. */
export const codeSent = (sender: string) =>
  msg(str`The confirmation code has been sent to you. Please check for an email from ${sender}.`, {
    id: 'lock-code-sent',
  });
/** The note after the code-sent notice. */
export const codeFolderNote = () =>
  msg('If you do not see it, it may be in your promotions, updates or spam folder.', { id: 'lock-code-folder-note' });
/** Which address the code went to. */
export const codeSentTo = (email: string) => msg(str`Code sent to ${email}`, { id: 'lock-code-sent-to' });
/** Announced after "Send a new code". */
export const codeResent = () => msg('A new code has been sent.', { id: 'lock-code-resent' });
/** Label of the code field. */
export const codeLabel = () => msg('Confirmation code', { id: 'lock-code-label' });
/** Submit button of the code step. */
export const confirmCode = () => msg('Verify', { id: 'lock-code-submit' });
/** The code field was left empty. */
export const enterCode = () => msg('Please enter the confirmation code', { id: 'lock-code-empty' });
/** The code is not the one sent. */
export const incorrectCode = () => msg('Incorrect code', { id: 'lock-code-incorrect' });
/** The email is not on the board's list. */
export const emailNotAuthorized = () =>
  msg('This email address is not authorized to view this page', { id: 'lock-email-not-authorized' });
/** Back to the email step. */
export const anotherEmailLabel = () => msg('Use another email', { id: 'lock-use-another-email' });
/** Asks for a fresh code for the same address. */
export const resendCode = () => msg('Send a new code', { id: 'lock-resend-code' });

// ---------- Shared by both pages ----------

/** Lead-in of the request-access button when nothing went wrong yet. */
export const noAccessYet = () => msg('No access?', { id: 'lock-no-access' });
/** Opens the board request view. */
export const requestAccess = () => msg('Request access', { id: 'lock-request-access' });

// ---------- Board request view ----------

/** Heading of the board request view. */
export const requestHeading = () => msg('Request access', { id: 'lock-request-heading' });
/** Line under the heading, naming the board. */
export const requestIntro = (boardName: string) =>
  msg(str`Send a message to the owner of ${boardName} to ask for access.`, { id: 'lock-request-intro' });
/** The message field's starting text; the visitor may change it. */
export const requestDefaultNote = () =>
  msg('Hello, I would like access to this board. Thank you.', { id: 'lock-request-default-note' });
/** Submit button of the request form. */
export const sendRequest = () => msg('Send request', { id: 'lock-request-send' });
/** Confirmation after the request was sent. */
export const requestSent = () => msg('Your request has been sent to the board owner.', { id: 'lock-request-sent' });
