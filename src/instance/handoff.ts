/**
 * Calls addressed to a stage that is built later than the caller (the consent stage records decisions through the
 * tracking stage's queue): they wait in order until `serve` names the handler, then go to it.
 */
export interface Handoff<A, R> {
  call(argument: A): Promise<R>;
  serve(handler: (argument: A) => Promise<R>): void;
}

/** Makes a handoff. */
export function createHandoff<A, R>(): Handoff<A, R> {
  let handler: ((argument: A) => Promise<R>) | null = null;
  const waiting: { argument: A; resolve: (result: Promise<R>) => void }[] = [];
  return {
    call(argument) {
      if (handler) return handler(argument);
      return new Promise<R>((resolve) => waiting.push({ argument, resolve }));
    },
    serve(next) {
      handler = next;
      for (const { argument, resolve } of waiting.splice(0)) resolve(next(argument));
    },
  };
}
