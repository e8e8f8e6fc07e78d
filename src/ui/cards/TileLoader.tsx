/**
 * The tile loader transition (campaign change): an overlay of shimmering tiles over the board while
 * the changed campaign loads. Mount it as a child of `.lb-root`; the stylesheet positions it over the board.
 */
import { updatingBoard } from '../../i18n/dialog-messages.ts';

/** How many tiles the overlay shows. */
const LOADER_TILE_COUNT = 6;

/** Props of {@link TileLoader}. */
export interface TileLoaderProps {
  /** A message shown above the tiles, e.g. the campaign's success message after a gating form. */
  message?: string | null;
}

/** A polite status ("Updating the board…") with decorative tiles; the shimmer stops under reduced motion. */
export function TileLoader({ message }: TileLoaderProps) {
  const text = message?.trim() || null;
  return (
    <div className="lb-tile-loader" part="tile-loader" role="status">
      <div className="lb-tile-loader__content">
        {text && <p className="lb-tile-loader__message">{text}</p>}
        <p className="lb-tile-loader__label">{updatingBoard()}</p>
        <ul className="lb-tile-loader__tiles" role="list" aria-hidden="true">
          {Array.from({ length: LOADER_TILE_COUNT }, (_, i) => (
            <li key={i} className="lb-tile-loader__tile lb-shimmer" />
          ))}
        </ul>
      </div>
    </div>
  );
}
