/**
 * The items view: the category header with its search field, the leading item, the windowed grid, and
 * the loading, error and empty states — for a category, for home (the 'Home' label) and for search results
 * (category id 'search'). One component renders every view so the header, and the search field's focus, persist
 * when the view changes under them.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useRef } from 'react';

import { FIRST_PAGE, HOME_CATEGORY_SLUG, SEARCH_CATEGORY_ID } from '../../base/constants.ts';
import {
  closeSearch,
  homeLabel,
  itemsCount,
  itemsLabel,
  itemsLoadFailed,
  loadingItems,
  noItemsToDisplay,
  noSearchResults,
  searchingLabel,
  searchResultsCount,
  searchResultsFor,
  searchResultsLabel,
  tryAgain,
} from '../../i18n/messages.ts';
import type { BoardStore } from '../../model/board-store.ts';
import { CategoryBreadcrumb } from '../categories/CategoryBreadcrumb.tsx';
import { CategoryHeader } from '../categories/CategoryHeader.tsx';
import { parentOf } from '../categories/nav-entries.ts';
import { useBoardServices } from '../shared/board-context.ts';
import { useLang } from '../shared/use-lang.ts';
import { ItemsGrid } from './ItemsGrid.tsx';
import { LeadingItem } from './LeadingItem.tsx';

/** Reads the current view, its items and the query; navigation runs searches and closes them. */
export function ItemsPanel({ store }: { store: BoardStore }) {
  useSignals();
  const { navigation } = useBoardServices();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const lang = useLang(panelRef);
  const campaign = store.campaign.value;
  const board = store.board.value;
  const categories = store.categories.value;
  const key = store.currentCategory.value;
  const view = store.currentView.value;
  const items = store.currentItems.value;
  const query = store.query.value;
  if (!campaign || !board) return null;

  const searching = key === SEARCH_CATEGORY_ID;
  // The owner's own wording of some of these texts (`general.texts`).
  const texts = campaign.general.texts;
  const firstPageIn = view.page >= FIRST_PAGE;
  let heading: string;
  let detail: string | null;
  let trail: ReactNode = null;
  let gridLabel: string;
  if (searching) {
    heading = !query.trim()
      ? searchResultsLabel()
      : !firstPageIn
        ? searchingLabel()
        : view.itemsCount === 0
          ? noSearchResults(texts)
          : searchResultsCount(view.itemsCount, lang, texts);
    detail = query.trim() ? searchResultsFor(query.trim(), texts) : null;
    gridLabel = searchResultsLabel();
  } else {
    const category = key === null || key === HOME_CATEGORY_SLUG ? null : categories?.data[String(key)];
    heading = category?.name ?? homeLabel();
    detail = firstPageIn ? itemsCount(view.itemsCount, lang, texts) : null;
    const parent = parentOf(categories, category);
    if (parent && category)
      trail = <CategoryBreadcrumb parent={parent} current={category} showHome={campaign.items.show_home} />;
    gridLabel = itemsLabel(heading);
  }

  const onSearch = (text: string) => {
    if (text !== '') navigation.toSearch(text);
    else if (searching) navigation.closeSearch();
  };
  const onCloseSearch = () => {
    navigation.closeSearch();
    headingRef.current?.focus();
  };

  const lead = searching ? null : store.leadingItem.value;
  const emptySearch = searching && firstPageIn && view.itemsCount === 0;
  const nothingToShow =
    !searching &&
    (!store.hasItemsToDisplay.value || (!view.loading && !view.errorCode && firstPageIn && items.length === 0));
  const status = view.loading ? loadingItems() : searching && firstPageIn ? heading : '';

  return (
    <section ref={panelRef} className="lb-items__panel" aria-labelledby={headingId}>
      <CategoryHeader
        headingId={headingId}
        headingRef={headingRef}
        heading={heading}
        detail={detail}
        trail={trail}
        query={searching ? query : ''}
        onSearch={onSearch}
        actions={
          searching ? (
            <button type="button" className="lb-button lb-items__close-search" onClick={onCloseSearch}>
              {closeSearch()}
            </button>
          ) : null
        }
      />
      <p className="lb-sr-only" role="status">
        {status}
      </p>
      {lead && <LeadingItem item={lead} />}
      {nothingToShow ? (
        <p className="lb-empty">{noItemsToDisplay()}</p>
      ) : emptySearch ? null : (
        <>
          {(items.length > 0 || view.loading) && (
            <ItemsGrid
              key={String(key)}
              items={items}
              view={view}
              showLikes={campaign.items.show_likes}
              label={gridLabel}
              highlight={searching ? query : ''}
              onNearEnd={store.loadMore}
            />
          )}
          {view.errorCode ? (
            <div className="lb-inline-error" role="alert" data-code={view.errorCode}>
              <p>{itemsLoadFailed()}</p>
              {/* Only where asking again may help: not for a category that is gone or refused. */}
              {view.retryable && (
                <button type="button" className="lb-button" onClick={store.retryItems}>
                  {tryAgain()}
                </button>
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
