/**
 * The browser's client id sent with pings (`client_guid`). It is kept in localStorage only once consent
 * allows storing (docs/decisions.md); before that, and where storage is blocked, it lives for the page only.
 */
import { browserStorage } from '../base/browser-storage.ts';
import { STORAGE_KEY } from '../base/constants.ts';

/** Reads or makes the client id; `persist` says whether it may be written to browser storage. */
export function clientGuid(
  newId: () => string,
  persist: boolean,
  storage: Storage | null = browserStorage('localStorage'),
): string {
  const stored = readStored(storage);
  if (stored) return stored;
  const id = newId();
  if (persist) {
    try {
      storage?.setItem(STORAGE_KEY.clientGuid, id);
    } catch {
      // Quota or privacy mode: the id serves this page view.
    }
  }
  return id;
}

function readStored(storage: Storage | null): string | null {
  try {
    return storage?.getItem(STORAGE_KEY.clientGuid) ?? null;
  } catch {
    return null;
  }
}
