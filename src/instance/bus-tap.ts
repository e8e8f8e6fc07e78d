/**
 * The bus as a stage that loads later hears it (tracking, consent): every event since the instance was built,
 * replayed in order with the time it happened, then the live ones. A like, a consent decision or a form sent before
 * the tracking code arrived is thus delivered exactly once, stamped with its own time — and only these listeners
 * hear the replay: the page's DOM events went out once, when the events happened.
 */
import { type BoardEventName, createEventBus, type EventBus } from '../model/event-bus.ts';
import { type Clock, systemClock } from '../tracking/types.ts';

/** A clock that reads the time of the event being replayed, else the real time. */
export interface ReplayClock extends Clock {
  /** Runs `action` with the clock reading `at`. */
  at(at: number, action: () => void): void;
}

/** Makes a clock for a stage fed by a tap. */
export function replayClock(clock: Clock = systemClock): ReplayClock {
  let replaying: number | null = null;
  return {
    ...clock,
    now: () => replaying ?? clock.now(),
    at(at, action) {
      const previous = replaying;
      replaying = at;
      try {
        action();
      } finally {
        replaying = previous;
      }
    },
  };
}

/** Records a bus for stages that attach later. */
export interface BusTap {
  /**
   * A bus for a stage that attaches now: once the stage listens, `hear()` replays everything recorded so far (at
   * their times on `clock`) and every event since, then passes new events on as they happen.
   */
  attach(clock: ReplayClock): TappedBus;
  /** Stops recording (every stage that needed the record has attached); attached buses keep hearing live events. */
  release(): void;
}

/** The bus a late stage listens to. */
export interface TappedBus {
  readonly bus: EventBus;
  /** Call once the stage's listeners are on `bus`: the past is replayed to them, then live events follow. */
  hear(): void;
  detach(): void;
}

interface Recorded {
  name: BoardEventName;
  detail: unknown;
  at: number;
}

/** Starts recording `bus` now. */
export function tapBus(bus: EventBus, now: () => number = () => Date.now()): BusTap {
  let record: Recorded[] | null = [];
  const stopRecording = bus.onAny((name, detail) => {
    record?.push({ name, detail, at: now() });
  });
  return {
    attach(clock) {
      const tapped = createEventBus();
      const emit = tapped.emit as (name: BoardEventName, detail: unknown) => boolean;
      // What happened before the stage listens: the record so far, then what comes until `hear()`.
      let backlog: Recorded[] | null = [...(record ?? [])];
      const detach = bus.onAny((name, detail) => {
        if (backlog) backlog.push({ name, detail, at: now() });
        else emit(name, detail);
      });
      return {
        bus: tapped,
        hear() {
          // Replayed events may raise new ones (a consent decision): those queue behind, in order.
          for (let next = backlog?.shift(); next; next = backlog?.shift()) {
            const { name, detail, at } = next;
            clock.at(at, () => emit(name, detail));
          }
          backlog = null;
        },
        detach() {
          backlog = null;
          detach();
        },
      };
    },
    release() {
      record = null;
      stopRecording();
    },
  };
}
