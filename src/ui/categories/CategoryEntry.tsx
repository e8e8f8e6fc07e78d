/**
 * One entry of the category menu: a link to a category's board route (Home included), a link to another site, or
 * a parent disclosing its subcategories. Category links are real links — a modified or middle click opens the same
 * board location in a new tab — and a plain click navigates inside the board.
 */
import type { KeyboardEvent } from 'react';

import { homeLabel } from '../../i18n/messages.ts';
import { ExternalLink } from '../shared/ExternalLink.tsx';
import { Icon } from '../shared/Icon.tsx';
import { isKey } from '../shared/keys.ts';
import { inBoardClick } from '../shared/link-click.ts';
import { containsKey, type NavEntry } from './nav-entries.ts';

/** What every entry needs from the menu: selection, links, roving focus and disclosure state. */
export interface CategoryEntryProps {
  entry: NavEntry;
  currentKey: string | null;
  tabStop: string | null;
  isOpen: (entry: NavEntry) => boolean;
  onToggle: (entry: NavEntry) => void;
  /** The board href of a home or category entry. */
  hrefOf: (entry: NavEntry) => string;
  /** A plain click on a home or category entry. */
  onSelect: (entry: NavEntry) => void;
  onFocusEntry: (key: string) => void;
}

// Links activate on Enter natively; the menu promises Space too, like its buttons.
function activateOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (isKey(event, 'space')) {
    event.preventDefault();
    event.currentTarget.click();
  }
}

/** Renders `entry` as an `<li>`; a parent renders its children as a nested list while open. */
export function CategoryEntry(props: CategoryEntryProps) {
  const { entry, currentKey, tabStop, isOpen, onToggle, hrefOf, onSelect, onFocusEntry } = props;
  const common = {
    'data-nav-key': entry.key,
    tabIndex: entry.key === tabStop ? 0 : -1,
    onFocus: () => onFocusEntry(entry.key),
  };
  if (entry.kind === 'link') {
    return (
      <li className="lb-cat">
        <ExternalLink
          {...common}
          className="lb-cat__control lb-cat__control--link"
          href={entry.href}
          onKeyDown={activateOnSpace}
        >
          <span className="lb-cat__label">{entry.category.name}</span>
        </ExternalLink>
      </li>
    );
  }
  if (entry.kind === 'parent') {
    const open = isOpen(entry);
    const holdsCurrent = containsKey(entry, currentKey);
    const childrenId = `lb-cat-children-${entry.key}`;
    return (
      <li className={`lb-cat lb-cat--parent${open ? ' lb-cat--open' : ''}`}>
        <button
          {...common}
          type="button"
          className={`lb-cat__control${holdsCurrent ? ' lb-cat__control--holds-current' : ''}`}
          aria-expanded={open}
          aria-controls={childrenId}
          onClick={() => onToggle(entry)}
        >
          <span className="lb-cat__label">{entry.category.name}</span>
          <Icon name="chevron" className="lb-cat__chevron" />
        </button>
        {/* Collapsed children stay in the DOM, hidden: the disclosure controls a real element. */}
        <ul id={childrenId} className="lb-cat__children" role="list" hidden={!open}>
          {entry.children.map((child) => (
            <CategoryEntry key={child.key} {...props} entry={child} />
          ))}
        </ul>
      </li>
    );
  }
  const selected = entry.key === currentKey;
  return (
    <li className="lb-cat">
      <a
        {...common}
        className={`lb-cat__control${selected ? ' lb-cat__control--current' : ''}`}
        href={hrefOf(entry)}
        aria-current={selected ? 'page' : undefined}
        onClick={inBoardClick(() => onSelect(entry))}
        onKeyDown={activateOnSpace}
      >
        <span className="lb-cat__label">{entry.kind === 'home' ? homeLabel() : entry.category.name}</span>
      </a>
    </li>
  );
}
