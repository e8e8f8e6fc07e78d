/**
 * The page's Web Storage, the one way the board reaches it. Null where there is none (a server render) or the
 * browser refuses it: sandboxed frames, blocked cookies and some privacy modes throw on the mere property access.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return (globalThis as Partial<Record<typeof kind, Storage>>)[kind] ?? null;
  } catch {
    return null;
  }
}
