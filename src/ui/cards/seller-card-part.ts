/** Entry of the seller card's chunk: the card and its rules (its skeleton, in the first screen, holds its place). */
import { registerStyles } from '../shared/style-sheets.ts';
import sellerCardCss from './seller-card.css?raw';

registerStyles(sellerCardCss);

export { SellerCard } from './SellerCard.tsx';
