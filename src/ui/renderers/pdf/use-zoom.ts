/**
 * A PDF viewer's zoom: a step over the fitted width, moved a step out or in, or back to the fitted width. Apart from
 * the viewer so that the steps and their bounds are said once.
 */
import { useState } from 'react';

/** Zoom steps over the fitted width. */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The zoom and what moves it. */
export interface Zoom {
  /** The pages' width over the fitted width (1: fit to width). */
  scale: number;
  /** A smaller step is left. */
  canZoomOut: boolean;
  /** A larger step is left. */
  canZoomIn: boolean;
  /** One step smaller. */
  zoomOut: () => void;
  /** One step larger. */
  zoomIn: () => void;
  /** Back to the fitted width. */
  fitToWidth: () => void;
}

/** The viewer's zoom, starting fitted to the width: {@link Zoom}. */
export function useZoom(): Zoom {
  const [zoom, setZoom] = useState(1);
  const zoomIndex = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  return {
    scale: zoom,
    canZoomOut: zoomIndex > 0,
    canZoomIn: zoomIndex < ZOOM_STEPS.length - 1,
    zoomOut: () => setZoom(ZOOM_STEPS[Math.max(zoomIndex - 1, 0)] ?? 1),
    zoomIn: () => setZoom(ZOOM_STEPS[Math.min(zoomIndex + 1, ZOOM_STEPS.length - 1)] ?? 1),
    fitToWidth: () => setZoom(1),
  };
}
