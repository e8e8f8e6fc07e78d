/** Entry of the lock pages' chunk (password, email code; the request view is a chunk of its own). */
import successCss from '../cards/success.css?raw';
import formsCss from '../forms/forms.css?raw';
import { registerStyles } from '../style-sheets.ts';
import locksCss from './locks.css?raw';

registerStyles(locksCss);
registerStyles(formsCss);
// The board request view (a chunk imported by this one) shows its outcome in the success message box.
registerStyles(successCss);

export { BoardLock } from './BoardLock.tsx';
