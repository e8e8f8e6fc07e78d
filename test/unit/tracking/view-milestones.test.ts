import { describe, expect, it, vi } from 'vitest';

import {
  createViewMilestones,
  VIEW_MILESTONES_SEC,
  viewMilestoneEventName,
} from '../../../src/tracking/view-milestones.ts';
import { createManualClock } from './manual-clock.ts';

function setup(milestones?: readonly number[]) {
  const clock = createManualClock();
  const onMilestone = vi.fn<(itemId: number, seconds: number, eventName: string) => void>();
  const counter = createViewMilestones({ clock, onMilestone, ...(milestones ? { milestones } : {}) });
  const fired = () => onMilestone.mock.calls.map(([itemId, seconds]) => `${itemId}@${seconds}`);
  return { clock, onMilestone, counter, fired };
}

describe('view-duration milestones', () => {
  it('uses the milestones and event names of docs/analytics.md', () => {
    expect(VIEW_MILESTONES_SEC).toEqual([5, 10, 30, 60, 120, 300, 600]);
    expect(viewMilestoneEventName(30)).toBe('item_view_30_sec');
  });

  it('fires item_view_5_sec at 5 s and item_view_10_sec at 10 s of viewing', () => {
    const { clock, onMilestone, counter } = setup();
    counter.open(301);
    clock.advance(4_999);
    expect(onMilestone).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onMilestone).toHaveBeenLastCalledWith(301, 5, 'item_view_5_sec');
    clock.advance(5_000);
    expect(onMilestone).toHaveBeenLastCalledWith(301, 10, 'item_view_10_sec');
    expect(onMilestone).toHaveBeenCalledTimes(2);
  });

  it('fires every milestone once, in order, over a long view', () => {
    const { clock, counter, fired } = setup();
    counter.open(301);
    clock.advance(3_600_000);
    expect(fired()).toEqual(['301@5', '301@10', '301@30', '301@60', '301@120', '301@300', '301@600']);
  });

  it('keeps one timer at a time, set for the next milestone', () => {
    const { clock, counter } = setup();
    counter.open(301);
    expect(clock.pending()).toBe(1);
    clock.advance(5_000);
    expect(clock.pending()).toBe(1);
    expect(clock.delays).toEqual([5_000, 5_000]);
    clock.advance(5_000);
    expect(clock.delays).toEqual([5_000, 5_000, 20_000]);
  });

  it('does not count time while the tab is hidden or the visitor idle', () => {
    const { clock, onMilestone, counter } = setup();
    counter.open(301);
    clock.advance(3_000);
    counter.setCounting(false);
    expect(clock.pending()).toBe(0);
    clock.advance(600_000);
    expect(onMilestone).not.toHaveBeenCalled();
    counter.setCounting(true);
    clock.advance(1_999);
    expect(onMilestone).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onMilestone).toHaveBeenCalledWith(301, 5, 'item_view_5_sec');
  });

  it('adds up several visible stretches of the same item', () => {
    const { clock, counter, fired } = setup();
    counter.open(301);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(3_000);
      counter.setCounting(false);
      clock.advance(60_000);
      counter.setCounting(true);
    }
    expect(fired()).toEqual(['301@5']);
    clock.advance(1_000);
    expect(fired()).toEqual(['301@5', '301@10']);
  });

  it('opened while not counting, an item starts counting when the visitor is back', () => {
    const { clock, counter, fired } = setup();
    counter.setCounting(false);
    counter.open(301);
    clock.advance(60_000);
    expect(fired()).toEqual([]);
    counter.setCounting(true);
    clock.advance(5_000);
    expect(fired()).toEqual(['301@5']);
  });

  it('starts again from zero when another item opens', () => {
    const { clock, counter, fired } = setup();
    counter.open(301);
    clock.advance(7_000);
    counter.open(302);
    clock.advance(4_999);
    expect(fired()).toEqual(['301@5']);
    clock.advance(1);
    expect(fired()).toEqual(['301@5', '302@5']);
    clock.advance(5_000);
    expect(fired()).toEqual(['301@5', '302@5', '302@10']);
  });

  it('does not restart or repeat milestones when the open item is opened again', () => {
    const { clock, counter, fired } = setup();
    counter.open(301);
    clock.advance(6_000);
    counter.open(301);
    clock.advance(4_000);
    expect(fired()).toEqual(['301@5', '301@10']);
  });

  it('counts a reopened item anew after it was closed', () => {
    const { clock, counter, fired } = setup();
    counter.open(301);
    clock.advance(5_000);
    counter.close();
    counter.open(301);
    clock.advance(5_000);
    expect(fired()).toEqual(['301@5', '301@5']);
  });

  it('fires nothing and holds no timer after close', () => {
    const { clock, counter, fired } = setup();
    counter.open(301);
    clock.advance(4_000);
    counter.close();
    expect(clock.pending()).toBe(0);
    counter.setCounting(false);
    counter.setCounting(true);
    expect(clock.pending()).toBe(0);
    clock.advance(60_000);
    expect(fired()).toEqual([]);
  });

  it('reports each milestone a late timer passed, once', () => {
    const clock = createManualClock();
    const onMilestone = vi.fn<(itemId: number, seconds: number, eventName: string) => void>();
    // A timer that fires late, like one in a throttled background tab.
    const lateClock = {
      ...clock,
      setTimeout: (callback: () => void, ms: number) => clock.setTimeout(callback, ms + 40_000),
    };
    const counter = createViewMilestones({ clock: lateClock, onMilestone });
    counter.open(301);
    clock.advance(45_000);
    expect(onMilestone.mock.calls.map(([, seconds]) => seconds)).toEqual([5, 10, 30]);
  });

  it('accepts other milestones, in any order', () => {
    const { clock, counter, fired } = setup([3, 1]);
    counter.open(301);
    clock.advance(10_000);
    expect(fired()).toEqual(['301@1', '301@3']);
    expect(clock.pending()).toBe(0);
  });

  it('stops when a milestone callback closes the viewer', () => {
    const clock = createManualClock();
    const counter = createViewMilestones({ clock, onMilestone: () => counter.close() });
    counter.open(301);
    clock.advance(5_000);
    expect(clock.pending()).toBe(0);
  });
});
