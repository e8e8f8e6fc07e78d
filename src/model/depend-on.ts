/**
 * Names the signals a component or effect reads only to re-run when they change (their values are used further
 * down, through functions that read them without subscribing). Call it with `signal.value` for each.
 */
export function dependOn(..._values: unknown[]): void {
  // The reads happened at the call site; nothing else to do.
}
