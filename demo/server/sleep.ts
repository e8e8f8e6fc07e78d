/** Resolves after `ms` milliseconds (injected delays and `LATENCY_MS`). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
