/** Types of workerd.mjs (the first-screen worker started in `workerd`). */

/** The worker's file, as the build writes it. */
export declare const WORKER_FILE: string;

/** The runtime's behaviour as of this date. */
export declare const COMPATIBILITY_DATE: string;

/** A running workerd. */
export interface RunningWorkerd {
  /** Where the worker answers (`http://127.0.0.1:port`). */
  readonly origin: string;
  readonly pid: number;
  /** V8's inspector's port (`inspector: true`), else null. */
  readonly inspectorPort: number | null;
  /** What workerd wrote so far (its logs, the worker's console). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts workerd with the worker in front of `api`; resolves once it listens. */
export declare function startWorkerd(options: {
  api: string;
  env?: Record<string, string>;
  keep?: 'memory' | 'none';
  main?: string;
  inspector?: boolean;
}): Promise<RunningWorkerd>;
