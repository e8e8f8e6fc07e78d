import { describe, expect, it } from 'vitest';

import { reachedMilestones, VIDEO_PROGRESS_MILESTONES } from '../../../src/model/video-progress.ts';

describe('video progress milestones', () => {
  it('are 25, 50, 75 and 100 %', () => {
    expect(VIDEO_PROGRESS_MILESTONES).toEqual([25, 50, 75, 100]);
  });

  it('reports each milestone as playback passes it, and not twice', () => {
    const reported = new Set<number>();
    const at = (time: number) => {
      const reached = reachedMilestones(time, 120, reported);
      reached.forEach((m) => reported.add(m));
      return reached;
    };
    expect(at(10)).toEqual([]);
    expect(at(30)).toEqual([25]);
    expect(at(31)).toEqual([]);
    expect(at(60)).toEqual([50]);
    expect(at(119.9)).toEqual([75, 100]);
    expect(at(120)).toEqual([]);
  });

  it('reports every milestone a jump passes, and 100 % at the end however it ends', () => {
    expect(reachedMilestones(95, 100, new Set())).toEqual([25, 50, 75]);
    expect(reachedMilestones(40, 100, new Set([25]), true)).toEqual([50, 75, 100]);
  });

  it('reports nothing while the duration is unknown', () => {
    expect(reachedMilestones(10, Number.NaN, new Set())).toEqual([]);
    expect(reachedMilestones(10, Number.POSITIVE_INFINITY, new Set())).toEqual([]);
    expect(reachedMilestones(0, 0, new Set())).toEqual([]);
  });
});
