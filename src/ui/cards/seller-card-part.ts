/** Entry of the seller card's chunk: the card and its rules (its skeleton, in the first screen, holds its place). */
import sellerCardCss from '../styles/seller-card.css?raw';
import { registerStyles } from '../style-sheets.ts';

registerStyles(sellerCardCss);

export { SellerCard } from './SellerCard.tsx';
