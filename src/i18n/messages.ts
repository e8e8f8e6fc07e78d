/**
 * Every visitor-facing string, each named once and routed through @lit/localize's `msg()` so the 22 locales of
 * spec §1 can translate it. Call these at render time (not at import) so a locale switch re-renders them.
 */
import { msg, str } from '@lit/localize';

/** Spec §8: a general failure. */
export const anErrorOccurred = () => msg('An Error Occurred', { id: 'an-error-occurred' });
/** Spec §8: the visitor cannot reach this board. */
export const troubleAccessing = () =>
  msg('Sorry you are having trouble accessing this page', { id: 'trouble-accessing' });
/** Spec §8: companion line of `troubleAccessing`. */
export const checkWithRepresentative = () =>
  msg('Please check with your company representative to gain access', { id: 'check-with-representative' });
/** Spec §2: label of the home category. */
export const homeLabel = () => msg('Home', { id: 'home' });
/** Spec §2: footer credit. */
export const createdBy = () => msg('Created by', { id: 'created-by' });
/** Spec §2: the mobile menu label. */
export const contentsLabel = () => msg('Contents', { id: 'contents' });

export const tryAgain = () => msg('Try again', { id: 'try-again' });
export const loadingBoard = () => msg('Loading board…', { id: 'loading-board' });
export const loadingItems = () => msg('Loading items…', { id: 'loading-items' });
export const itemsLoadFailed = () => msg('These items could not be loaded.', { id: 'items-load-failed' });
export const noItemsToDisplay = () => msg('There is nothing to show on this board yet.', { id: 'no-items' });
export const boardNotFound = () => msg('This board does not exist or is no longer shared.', { id: 'board-not-found' });
export const boardLocked = () => msg('This board is protected. Unlock it to see its content.', { id: 'board-locked' });
export const signInToView = () => msg('Sign in to view this board', { id: 'sign-in-to-view' });
export const signInOpensNewTab = () => msg('(opens in a new tab)', { id: 'opens-new-tab' });
export const boardExpired = () => msg('This board has changed. Reloading it…', { id: 'board-expired' });
export const categoriesLabel = () => msg('Categories', { id: 'categories' });
export const itemsLabel = (categoryName: string) => msg(str`Items in ${categoryName}`, { id: 'items-in' });
export const mostViewed = () => msg('Most viewed', { id: 'most-viewed' });
export const leadingItemLabel = () => msg('Featured', { id: 'featured' });
export const opensInNewTab = (name: string) => msg(str`${name} (opens in a new tab)`, { id: 'name-opens-new-tab' });
/** Developer-facing: the element was given neither attribute. Names what the caller must do. */
export const missingBoardAttribute = () =>
  msg('<live-board> needs a board-slug or board-id attribute.', { id: 'missing-board-attribute' });
