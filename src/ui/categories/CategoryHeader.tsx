/**
 * The category header with filters, above the grid: an optional breadcrumb, the view's heading (the
 * category name, the 'Home' label, or the search results count), a detail line (item count, or what was searched),
 * and the search field — the header's filter. Search results add a "Close search" action.
 */
import type { ReactNode, Ref } from 'react';

import { SearchForm } from '../search/SearchForm.tsx';

/** Props of {@link CategoryHeader}. */
export interface CategoryHeaderProps {
  headingId: string;
  /** The heading takes focus after closing search (the control that had it is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
  heading: string;
  detail?: string | null;
  trail?: ReactNode;
  actions?: ReactNode;
  query: string;
  onSearch: (text: string) => void;
}

/** Rendered at one place for every view, so the search field keeps focus when the view changes under it. */
export function CategoryHeader({
  headingId,
  headingRef,
  heading,
  detail,
  trail,
  actions,
  query,
  onSearch,
}: CategoryHeaderProps) {
  return (
    <div part="category-header" className="lb-items__header">
      <div className="lb-items__titles">
        {trail}
        <h2 id={headingId} ref={headingRef} className="lb-items__heading" tabIndex={-1}>
          {heading}
        </h2>
        {detail && <p className="lb-items__detail">{detail}</p>}
      </div>
      <div className="lb-items__filters">
        <SearchForm query={query} onSearch={onSearch} />
        {actions}
      </div>
    </div>
  );
}
