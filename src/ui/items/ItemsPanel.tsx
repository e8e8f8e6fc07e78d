/** The current category's content (spec §2): heading, leading item, grid, and its loading, error and empty states. */
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { BOARD_STATUS_ONLINE, HOME_CATEGORY_SLUG } from '../../constants.ts';
import { homeLabel, itemsLoadFailed, loadingItems, noItemsToDisplay, tryAgain } from '../../i18n/messages.ts';
import type { BoardStore } from '../../model/board-store.ts';
import { canLoadMore } from '../../model/items-view.ts';
import { ItemsGrid } from './ItemsGrid.tsx';
import { LeadingItem } from './LeadingItem.tsx';
import { LoadMoreSentinel } from './LoadMoreSentinel.tsx';

/** Reads the current category, its items view and items; retry and paging call store actions. */
export function ItemsPanel({ store }: { store: BoardStore }) {
  useSignals();
  const headingId = useId();
  const campaign = store.campaign.value;
  const board = store.board.value;
  const key = store.currentCategory.value;
  const view = store.currentView.value;
  const items = store.currentItems.value;
  if (!campaign || !board) return null;

  const name =
    key === null || key === HOME_CATEGORY_SLUG
      ? homeLabel()
      : (store.categories.value?.data[String(key)]?.name ?? homeLabel());
  const leadId = campaign.items.leading_item.id;
  const lead = leadId === null ? undefined : store.items.value[String(leadId)];
  const nothingToShow = !board.has_items_to_display || (!view.loading && !view.errorCode && items.length === 0);

  return (
    <section className="lb-items__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="lb-items__heading">
        {name}
      </h2>
      <p className="lb-sr-only" role="status">
        {view.loading ? loadingItems() : ''}
      </p>
      {lead && lead.status === BOARD_STATUS_ONLINE && <LeadingItem item={lead} />}
      {nothingToShow ? (
        <p className="lb-empty">{noItemsToDisplay()}</p>
      ) : (
        <>
          {(items.length > 0 || view.loading) && (
            <ItemsGrid items={items} view={view} showLikes={campaign.items.show_likes} />
          )}
          {view.errorCode ? (
            <div className="lb-inline-error" role="alert" data-code={view.errorCode}>
              <p>{itemsLoadFailed()}</p>
              <button type="button" className="lb-button" onClick={store.retryItems}>
                {tryAgain()}
              </button>
            </div>
          ) : (
            <LoadMoreSentinel
              canLoadMore={canLoadMore(view)}
              onLoadMore={store.loadMore}
              pageKey={`${String(key)}:${view.page}`}
            />
          )}
        </>
      )}
    </section>
  );
}
