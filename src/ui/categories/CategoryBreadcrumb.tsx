/**
 * The trail above a subcategory's heading: Home (when the board has one) › parent › subcategory. Its links are
 * board links like the menu's. The parent's route resolves to its first subcategory (category selection).
 */
import type { Category } from '../../api/schemas/category.ts';
import { HOME_CATEGORY_SLUG } from '../../base/constants.ts';
import { breadcrumbLabel, homeLabel } from '../../i18n/messages.ts';
import type { ViewKey } from '../../model/board-store.ts';
import { useBoardServices } from '../shared/board-context.ts';
import { inBoardClick } from '../shared/link-click.ts';

/** Props of {@link CategoryBreadcrumb}. */
export interface CategoryBreadcrumbProps {
  parent: Category;
  current: Category;
  showHome: boolean;
}

/** A labelled `nav` with an ordered list; the last entry is the current page. */
export function CategoryBreadcrumb({ parent, current, showHome }: CategoryBreadcrumbProps) {
  const { navigation } = useBoardServices();
  const link = (key: ViewKey, label: string) => (
    <a
      className="lb-breadcrumb__link"
      href={navigation.href(navigation.categoryLocation(key))}
      onClick={inBoardClick(() => navigation.toCategory(key))}
    >
      {label}
    </a>
  );
  return (
    <nav className="lb-breadcrumb" aria-label={breadcrumbLabel()}>
      <ol className="lb-breadcrumb__list">
        {showHome && <li className="lb-breadcrumb__item">{link(HOME_CATEGORY_SLUG, homeLabel())}</li>}
        <li className="lb-breadcrumb__item">{link(parent.id, parent.name)}</li>
        <li className="lb-breadcrumb__item">
          <span aria-current="page">{current.name}</span>
        </li>
      </ol>
    </nav>
  );
}
