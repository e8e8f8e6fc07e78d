/**
 * The category navigation (spec §2): Home and the menu, in classic (vertical list on wide boards) or tab display
 * mode, classic or accent theme. Keyboard: arrows move focus along the entries (roving tabindex), Enter and Space
 * activate. On narrow boards it becomes a horizontal scroll row under a visible 'Contents' label.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type KeyboardEvent } from 'react';
import { HOME_CATEGORY_SLUG, SEARCH_CATEGORY_ID } from '../../constants.ts';
import { categoriesLabel, contentsLabel } from '../../i18n/messages.ts';
import type { BoardStore } from '../../model/board-store.ts';
import { CategoryEntry } from './CategoryEntry.tsx';
import { containsKey, entryKey, navEntries, visibleKeys, type NavEntry } from './nav-entries.ts';

const STEP: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Reads the store's menu and current category; selecting calls `store.showCategory`. */
export function CategoryNav({ store }: { store: BoardStore }) {
  useSignals();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // Explicit open/closed choices per parent; untouched parents are open while they hold the current category.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});

  const campaign = store.campaign.value;
  const current = store.currentCategory.value;
  const entries = navEntries(store.menu.value, store.categories.value, campaign?.items.show_home ?? false);
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

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = listRef.current;
    if (!list) return;
    const controls = [...list.querySelectorAll<HTMLElement>('[data-nav-key]')];
    const index = controls.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const step = STEP[event.key];
    let next: number;
    if (step !== undefined) next = (index + step + controls.length) % controls.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = controls.length - 1;
    else return;
    event.preventDefault();
    controls[next]?.focus();
  };

  const onSelect = (entry: NavEntry) => {
    if (entry.kind === 'home') store.showCategory(HOME_CATEGORY_SLUG);
    else if (entry.kind === 'category') store.showCategory(entry.category.id);
  };
  const onToggle = (entry: NavEntry) => setToggled((state) => ({ ...state, [entry.key]: !isOpen(entry) }));

  const { category_display_mode: mode, category_theme: theme } = campaign.general;
  return (
    <nav
      part="categories"
      className={`lb-categories lb-categories--${mode} lb-categories--theme-${theme}`}
      aria-label={categoriesLabel()}
    >
      <span className="lb-categories__compact-label" aria-hidden="true">
        {contentsLabel()}
      </span>
      <ul ref={listRef} className="lb-categories__list" role="list" onKeyDown={onKeyDown}>
        {entries.map((entry) => (
          <CategoryEntry
            key={entry.key}
            entry={entry}
            currentKey={currentKey}
            tabStop={tabStop}
            isOpen={isOpen}
            onToggle={onToggle}
            onSelect={onSelect}
            onFocusEntry={setFocusKey}
          />
        ))}
      </ul>
    </nav>
  );
}
