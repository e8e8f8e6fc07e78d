import { describe, expect, it } from 'vitest';

import { replayClock, tapBus } from '../../../src/instance/bus-tap.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';

const detail = (itemId: number) => ({ itemId, contentItemId: itemId * 10 });

describe('the bus tap', () => {
  it('replays what happened before a late stage listened, in order and at the time it happened, then live events', () => {
    let now = 1_000;
    const bus = createEventBus();
    const tap = tapBus(bus, () => now);
    bus.emit('like', detail(1));
    now = 2_000;
    bus.emit('download', detail(2));
    now = 5_000;
    const clock = replayClock({ now: () => now, setTimeout: () => 0, clearTimeout: () => {} });
    const tapped = tap.attach(clock);
    const heard: [string, number, number][] = [];
    tapped.bus.on('like', (d) => heard.push(['like', d.itemId, clock.now()]));
    tapped.bus.on('download', (d) => heard.push(['download', d.itemId, clock.now()]));
    now = 6_000;
    bus.emit('like', detail(3));
    expect(heard, 'nothing before the stage says it listens').to.deep.equal([]);
    tapped.hear();
    now = 7_000;
    bus.emit('like', detail(4));
    expect(heard).to.deep.equal([
      ['like', 1, 1_000],
      ['download', 2, 2_000],
      ['like', 3, 6_000],
      ['like', 4, 7_000],
    ]);
  });

  it('hands each event to a late stage exactly once, also when hear() is called again', () => {
    const bus = createEventBus();
    const tap = tapBus(bus);
    bus.emit('like', detail(1));
    const tapped = tap.attach(replayClock());
    const heard: number[] = [];
    tapped.bus.on('like', (d) => heard.push(d.itemId));
    tapped.hear();
    tapped.hear();
    bus.emit('like', detail(2));
    expect(heard).to.deep.equal([1, 2]);
  });

  it('lets events raised during the replay follow the replayed ones, in order', () => {
    const bus = createEventBus();
    const tap = tapBus(bus);
    bus.emit('like', detail(1));
    bus.emit('like', detail(2));
    const tapped = tap.attach(replayClock());
    const heard: string[] = [];
    tapped.bus.on('like', (d) => {
      heard.push(`like ${d.itemId}`);
      // A listener that reacts on the main bus (as the consent store announces a decision).
      if (d.itemId === 1) bus.emit('download', detail(9));
    });
    tapped.bus.on('download', (d) => heard.push(`download ${d.itemId}`));
    tapped.hear();
    expect(heard).to.deep.equal(['like 1', 'like 2', 'download 9']);
  });

  it('gives a stage attached after release() only live events, and stops recording', () => {
    const bus = createEventBus();
    const tap = tapBus(bus);
    const first = tap.attach(replayClock());
    bus.emit('like', detail(1));
    tap.release();
    const heardFirst: number[] = [];
    first.bus.on('like', (d) => heardFirst.push(d.itemId));
    first.hear();
    const late = tap.attach(replayClock());
    const heardLate: number[] = [];
    late.bus.on('like', (d) => heardLate.push(d.itemId));
    late.hear();
    bus.emit('like', detail(2));
    expect(heardFirst, 'attached before release: the record and live').to.deep.equal([1, 2]);
    expect(heardLate, 'attached after release: live only').to.deep.equal([2]);
  });

  it('stops passing events on once detached', () => {
    const bus = createEventBus();
    const tapped = tapBus(bus).attach(replayClock());
    const heard: number[] = [];
    tapped.bus.on('like', (d) => heard.push(d.itemId));
    tapped.hear();
    tapped.detach();
    bus.emit('like', detail(1));
    expect(heard).to.deep.equal([]);
  });
});
