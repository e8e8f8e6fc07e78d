/**
 * The category navigation: Home and the menu, in classic (vertical list on wide boards) or tab display
 * mode, classic or accent theme. Entries are links to the categories' board routes; selecting one navigates, and
 * the route decides what shows (so back/forward and new tabs agree). Keyboard: Up/Down (and Left/Right) move focus
 * along the entries with one entry in the tab order, Home/End jump, Enter and Space activate. On narrow boards the
 * menu folds behind a 'Contents' disclosure button (mobile menu).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

import { HOME_CATEGORY_SLUG, SEARCH_CATEGORY_ID } from '../../base/constants.ts';
import { categoriesLabel, contentsLabel, homeLabel } from '../../i18n/messages.ts';
import type { BoardStore, ViewKey } from '../../model/board-store.ts';
import { useBoardServices } from '../shared/board-context.ts';
import { Icon } from '../shared/Icon.tsx';
import { keyOf } from '../shared/keys.ts';
import { CategoryEntry } from './CategoryEntry.tsx';
import { containsKey, entryKey, navEntries, type NavEntry, visibleKeys, withCurrentEntry } from './nav-entries.ts';

const STEP = { down: 1, right: 1, up: -1, left: -1 } as const;
const NAV_KEYS = ['down', 'right', 'up', 'left', 'home', 'end'] as const;

/** The board view a home or category entry shows. */
function viewKeyOf(entry: NavEntry): ViewKey | null {
  if (entry.kind === 'home') return HOME_CATEGORY_SLUG;
  if (entry.kind === 'category') return entry.category.id;
  return null;
}

/** Reads the store's menu and current category; selecting navigates to the category's route. */
export function CategoryNav({ store }: { store: BoardStore }) {
  useSignals();
  const { navigation } = useBoardServices();
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // Explicit open/closed choices per parent; untouched parents are open while they hold the current category.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  // The narrow-board 'Contents' menu; wide boards always show the list (the toggle is not rendered visibly).
  const [menuOpen, setMenuOpen] = useState(false);

  const campaign = store.campaign.value;
  const current = store.currentCategory.value;
  const entries = withCurrentEntry(
    navEntries(store.menu.value, store.categories.value, campaign?.items.show_home ?? false),
    store.categories.value,
    typeof current === 'number' ? current : null,
  );
  if (!campaign || entries.length === 0) return null;

  const currentKey = current === null || current === SEARCH_CATEGORY_ID ? null : entryKey(current);
  const isOpen = (entry: NavEntry) => toggled[entry.key] ?? containsKey(entry, currentKey);
  const reachable = visibleKeys(entries, isOpen);
  const tabStop =
    (focusKey !== null && reachable.includes(focusKey) && focusKey) ||
    (currentKey !== null && reachable.includes(currentKey) && currentKey) ||
    entries.find((entry) => containsKey(entry, currentKey))?.key ||
    reachable[0] ||
    null;
  const currentName =
    current === HOME_CATEGORY_SLUG
      ? homeLabel()
      : typeof current === 'number'
        ? (store.categories.value?.data[String(current)]?.name ?? null)
        : null;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = listRef.current;
    if (!list) return;
    const controls = [...list.querySelectorAll<HTMLElement>('[data-nav-key]')].filter((el) => !el.closest('[hidden]'));
    const index = controls.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const key = keyOf(event, NAV_KEYS);
    if (key === null) return;
    const next =
      key === 'home'
        ? 0
        : key === 'end'
          ? controls.length - 1
          : (index + STEP[key] + controls.length) % controls.length;
    event.preventDefault();
    controls[next]?.focus();
  };

  const hrefOf = (entry: NavEntry) => {
    const key = viewKeyOf(entry);
    return key === null ? '' : navigation.href(navigation.categoryLocation(key));
  };
  const onSelect = (entry: NavEntry) => {
    const key = viewKeyOf(entry);
    if (key === null) return;
    setMenuOpen(false);
    navigation.toCategory(key);
  };
  const onToggle = (entry: NavEntry) => setToggled((state) => ({ ...state, [entry.key]: !isOpen(entry) }));

  const { category_display_mode: mode, category_theme: theme } = campaign.general;
  return (
    <nav
      part="categories"
      className={`lb-categories lb-categories--${mode} lb-categories--theme-${theme}${menuOpen ? ' lb-categories--open' : ''}`}
      aria-label={categoriesLabel()}
    >
      <button
        type="button"
        className="lb-categories__toggle"
        aria-expanded={menuOpen}
        aria-controls={listId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="lb-categories__toggle-label">{contentsLabel()}</span>
        {currentName && <span className="lb-categories__toggle-current">{currentName}</span>}
        <Icon name="chevron" className="lb-categories__toggle-chevron" />
      </button>
      <ul ref={listRef} id={listId} className="lb-categories__list" role="list" onKeyDown={onKeyDown}>
        {entries.map((entry) => (
          <CategoryEntry
            key={entry.key}
            entry={entry}
            currentKey={currentKey}
            tabStop={tabStop}
            isOpen={isOpen}
            onToggle={onToggle}
            hrefOf={hrefOf}
            onSelect={onSelect}
            onFocusEntry={setFocusKey}
          />
        ))}
      </ul>
    </nav>
  );
}
