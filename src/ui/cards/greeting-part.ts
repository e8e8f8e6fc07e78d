/** Entry of the greeting card's chunk: the code and the rules it needs. */
import { registerStyles } from '../style-sheets.ts';
import formsCss from '../styles/forms.css?raw';
import greetingCss from './greeting.css?raw';

registerStyles(greetingCss);
registerStyles(formsCss);

export { GreetingCard } from './GreetingCard.tsx';
