/** The board's stylesheet as text; the element adopts it once as a shared constructable stylesheet. */
export { default as boardCss } from './styles/board.css?raw';
