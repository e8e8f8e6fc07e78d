/**
 * The board instance of each `<live-board>` element. It lives outside r2wc's React root, which unmounts whenever
 * the element leaves the page: an element moved in the page (out and back in within one task) finds its instance
 * again, state and all. One that stays out past the end of that task has its instance disposed — every listener,
 * timer, observer and request released, and its part of the URL freed for other boards.
 */
import { EVENT } from '../base/constants.ts';
import { type BoardInstance, createBoardInstance, type InstanceConfig, type PageControl } from '../instance/index.ts';
import { INTERNAL_EVENTS } from '../model/event-bus.ts';
import { claimRoute } from '../router/route-claims.ts';

interface Slot {
  /** The config the instance was built from, minus what it follows live (host consent). */
  readonly key: string;
  readonly instance: BoardInstance;
  release(): void;
}

const slots = new WeakMap<Element, Slot>();

/** The part of the config that builds an instance: the host's consent changes the live board (setHost) instead. */
export function instanceKey(config: InstanceConfig): string {
  const { consent: _hostConsent, ...inputs } = config;
  return JSON.stringify(inputs);
}

/** The instance of `host` for `config`: the existing one, or a new one when an input changed (the old is released). */
export function instanceFor(host: HTMLElement, config: InstanceConfig, page: PageControl): BoardInstance {
  const key = instanceKey(config);
  const slot = slots.get(host);
  if (slot?.key === key) return slot.instance;
  releaseInstance(host);
  const claim = claimRoute(host, config.routing, config);
  const instance = createBoardInstance(config, page, claim.location);
  // The element layer is the only place bus events become DOM events (docs/element.md).
  const stopEvents = instance.bus.onAny((name, detail) => {
    if (INTERNAL_EVENTS.has(name)) return;
    // `navigate` is cancelable: a host router that calls preventDefault() takes over the history entry.
    const cancelable = name === EVENT.navigate;
    return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
  });
  slots.set(host, {
    key,
    instance,
    release() {
      stopEvents();
      instance.dispose();
      claim.release();
    },
  });
  return instance;
}

/** The instance of `host`, if it has one. */
export function instanceOf(host: Element): BoardInstance | undefined {
  return slots.get(host)?.instance;
}

/** Method calls made while an element in the page had no board yet (not rendered): run, in order, once it has. */
const waiting = new WeakMap<Element, ((instance: BoardInstance) => void)[]>();

/** Runs `call` on `host`'s board: now if it has one, else once it has (its first render). */
export function withInstance(host: Element, call: (instance: BoardInstance) => void): void {
  const instance = instanceOf(host);
  if (instance) call(instance);
  else waiting.set(host, [...(waiting.get(host) ?? []), call]);
}

/** Runs the calls that waited for `host`'s board (once the board is attached). */
export function runWaitingCalls(host: Element, instance: BoardInstance): void {
  const calls = waiting.get(host) ?? [];
  waiting.delete(host);
  for (const call of calls) call(instance);
}

/** Disposes `host`'s instance now; the next render of the element builds a new one. */
export function releaseInstance(host: Element): void {
  const slot = slots.get(host);
  if (!slot) return;
  slots.delete(host);
  slot.release();
}

/**
 * Called when `host` left the page: releases its instance at the end of the task unless it is back in the page by
 * then (a move). Returns the function that cancels the release (the element was connected again).
 */
export function releaseWhenGone(host: Element): () => void {
  const timer = setTimeout(() => {
    if (!host.isConnected) releaseInstance(host);
  }, 0);
  return () => clearTimeout(timer);
}
