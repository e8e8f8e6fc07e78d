/** Items each session liked, so `liked_by_user` reflects the visitor's likes on later item fetches. */
export class Likes {
  readonly #bySession = new Map<string, Set<number>>();
  static readonly #none: ReadonlySet<number> = new Set();

  /** Records that the session liked an item. */
  add(sessionGuid: string | undefined, itemId: number): void {
    if (sessionGuid === undefined) return;
    let liked = this.#bySession.get(sessionGuid);
    if (!liked) this.#bySession.set(sessionGuid, (liked = new Set()));
    liked.add(itemId);
  }

  /** Item ids the session liked. */
  of(sessionGuid: string | undefined): ReadonlySet<number> {
    return (sessionGuid !== undefined && this.#bySession.get(sessionGuid)) || Likes.#none;
  }
}
