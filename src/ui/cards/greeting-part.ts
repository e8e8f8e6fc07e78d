/** Entry of the greeting card's chunk: the code and the rules it needs. */
import formsCss from '../forms/forms.css?raw';
import { registerStyles } from '../shared/style-sheets.ts';
import greetingCss from './greeting.css?raw';

registerStyles(greetingCss);
registerStyles(formsCss);

export { GreetingCard } from './GreetingCard.tsx';
