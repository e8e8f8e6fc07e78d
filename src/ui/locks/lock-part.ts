/** Entry of the gate pages' chunk (password, email code; the request view is a chunk of its own). */
import { registerStyles } from '../style-sheets.ts';
import formsCss from '../styles/forms.css?raw';
import gatesCss from '../styles/gates.css?raw';

registerStyles(gatesCss);
registerStyles(formsCss);

export { BoardGate } from './BoardGate.tsx';
