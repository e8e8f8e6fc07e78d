/**
 * Progress milestones of a video the board plays itself (mp4, webm, mov in its own `<video>`): 25, 50, 75 and
 * 100 % of the video, each reported once per opening of the item. A jump ahead reports every milestone it passed;
 * the end of the video counts as 100 % however it ends.
 */

/** The milestones, in percent. */
export const VIDEO_PROGRESS_MILESTONES: readonly number[] = [25, 50, 75, 100];

/**
 * The milestones reached at `currentTime` of `duration` (seconds) that are not in `reported`, in order. Nothing
 * while the duration is unknown (NaN, Infinity for a stream, 0).
 */
export function reachedMilestones(
  currentTime: number,
  duration: number,
  reported: ReadonlySet<number>,
  ended = false,
): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [];
  // The last frame's time falls a little short of the duration: within a quarter second is the end.
  const percent = ended || currentTime >= duration - 0.25 ? 100 : (currentTime / duration) * 100;
  return VIDEO_PROGRESS_MILESTONES.filter((milestone) => milestone <= percent && !reported.has(milestone));
}
