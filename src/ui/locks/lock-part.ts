/** Entry of the lock pages' chunk (password, email code; the request view is a chunk of its own). */
import formsCss from '../forms/forms.css?raw';
import successCss from '../forms/success.css?raw';
import { registerStyles } from '../shared/style-sheets.ts';
import locksCss from './locks.css?raw';

registerStyles(locksCss);
registerStyles(formsCss);
// The board request view (a chunk imported by this one) shows its outcome in the success message box.
registerStyles(successCss);

export { BoardLock } from './BoardLock.tsx';
