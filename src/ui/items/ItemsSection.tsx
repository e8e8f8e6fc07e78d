/** The items section: category navigation beside (classic) or above (tab) the current category. */
import { useSignals } from '@preact/signals-react/runtime';

import type { BoardStore } from '../../model/board-store.ts';
import { CategoryNav } from '../categories/CategoryNav.tsx';
import { ItemsPanel } from './ItemsPanel.tsx';

/** Lays out the navigation and the panel by `category_display_mode`. */
export function ItemsSection({ store }: { store: BoardStore }) {
  useSignals();
  const mode = store.campaign.value?.general.category_display_mode ?? 'classic';
  return (
    <div className={`lb-section lb-items lb-items--${mode}`}>
      <CategoryNav store={store} />
      <ItemsPanel store={store} />
    </div>
  );
}
