/** Entry of the lock pages' chunk (password, email code; the request view is a chunk of its own). */
import { registerStyles } from '../style-sheets.ts';
import formsCss from '../styles/forms.css?raw';
import locksCss from './locks.css?raw';

registerStyles(locksCss);
registerStyles(formsCss);

export { BoardLock } from './BoardLock.tsx';
