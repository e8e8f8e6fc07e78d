/**
 * Line icons of the item viewer that the shared set (`ui/shared/Icon.tsx`) does not have. Decorative: the
 * control around each icon carries the name.
 */

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  download: 'M12 4v11M7 10l5 5 5-5M5 19h14',
  alert: 'M12 8v5M12 16.5h.01M10.3 3.9L2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
} as const;

/** Names of the viewer's icons. */
export type ViewerIconName = keyof typeof PATHS;

/** A 1em icon, `aria-hidden`. `weight` thickens the stroke (the thick close icon of spec §2). */
export function ViewerIcon({ name, weight = 2, className }: { name: ViewerIconName; weight?: number; className?: string }) {
  return (
    <svg
      className={className ? `lb-icon ${className}` : 'lb-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
