/** A promise with its settle functions, for unit tests of any layer to hold an answer until the test lets it go. */

/** A controllable promise: `promise` settles only when the test calls `resolve` or `reject`. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
