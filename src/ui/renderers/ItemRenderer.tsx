/** Shows one item in the viewer with the renderer its kind needs (rule in `renderer-kind.ts`). */
import type { Item } from '../../api/schemas/item.ts';
import { ArticleRenderer } from './ArticleRenderer.tsx';
import { DocumentRenderer } from './DocumentRenderer.tsx';
import { FramedLinkRenderer } from './FramedLinkRenderer.tsx';
import { ImageRenderer } from './ImageRenderer.tsx';
import { ItemCard } from './ItemCard.tsx';
import { PlayerRenderer } from './PlayerRenderer.tsx';
import { rendererKind } from './renderer-kind.ts';
import { VideoRenderer } from './VideoRenderer.tsx';

/**
 * The renderer of `item`. Key it by item id where items change in place, so each item's renderer starts fresh
 * and reports `item-viewer-loaded` for its own content.
 */
export function ItemRenderer({ item }: { item: Item }) {
  const kind = rendererKind(item);
  switch (kind) {
    case 'image':
      return <ImageRenderer item={item} />;
    case 'video':
      return <VideoRenderer item={item} />;
    case 'video-card':
      return <ItemCard item={item} kind="video" />;
    case 'player':
      return <PlayerRenderer item={item} />;
    case 'framed-link':
      return <FramedLinkRenderer item={item} />;
    case 'pdf':
      return <DocumentRenderer item={item} format="pdf" />;
    case 'office':
      return <DocumentRenderer item={item} format="office" />;
    case 'article':
      return <ArticleRenderer item={item} />;
    case 'file-card':
      return <ItemCard item={item} kind="file" />;
  }
}
