/** Small decorative line icons. Always hidden from assistive technology: text next to them carries the meaning. */

const PATHS = {
  heart: 'M12 20.5s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.9c0 5.4-7.5 10-7.5 10z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  chevron: 'M6 9l6 6 6-6',
  document: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M9 13h6M9 17h6',
  play: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM10 9l5 3-5 3z',
  image: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  download: 'M12 4v11M7 10l5 5 5-5M5 19h14',
  alert: 'M12 8v5M12 16.5h.01M10.3 3.9L2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
} as const;

/** Names of the available icons. */
export type IconName = keyof typeof PATHS;

/** An icon of the set by `name`, or one drawn by `path` (a module loaded on demand keeps its own shapes). */
type IconShape = { name: IconName; path?: undefined } | { path: string; name?: undefined };

/**
 * A 1em line icon on a 24-unit grid, `aria-hidden`. `filled` fills the shape (a liked heart); `weight` thickens the
 * stroke (the thick close icon).
 */
export function Icon({
  name,
  path,
  filled = false,
  weight = 2,
  className,
}: IconShape & {
  filled?: boolean;
  weight?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `lb-icon ${className}` : 'lb-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path ?? PATHS[name]} />
    </svg>
  );
}
