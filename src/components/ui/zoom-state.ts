/**
 * The zoom viewer's state as a pure reducer (docs/product.md#zoom-viewer): zoom from
 * 100% to 300% in 50% steps, a pan offset that exists only above 100% and resets when zooming
 * out to 150% or less, and a drag flag that can be set only above 100%. The component applies
 * the result; this module knows nothing of the DOM.
 */

export const zoomLimits = { min: 1, max: 3, step: 0.5 } as const;
/** Zooming out to this factor or less drops the pan offset. */
export const panResetAtOrBelow = 1.5;
/** How far one arrow-key press moves the image, in CSS pixels. */
export const keyboardPanStep = 40;
/** A pinch zooms one step once the finger distance has grown or shrunk by this ratio. */
export const pinchStepRatio = 1.25;

/** The unscaled size of the image on screen, which bounds how far it can be moved. */
export interface ImageBounds {
  width: number;
  height: number;
}

export interface ZoomState {
  zoom: number;
  x: number;
  y: number;
  dragging: boolean;
  /** Last measured image size; pan offsets are clamped so the image never leaves the stage. */
  bounds: ImageBounds | null;
}

export type ZoomAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'reset' }
  | { type: 'pan'; dx: number; dy: number; bounds?: ImageBounds }
  | { type: 'dragStart' }
  | { type: 'dragEnd' };

export const initialZoomState: ZoomState = { zoom: 1, x: 0, y: 0, dragging: false, bounds: null };

export const canZoomIn = (state: ZoomState): boolean => state.zoom < zoomLimits.max;
export const canZoomOut = (state: ZoomState): boolean => state.zoom > zoomLimits.min;
/** Panning (and the hint that says so) only makes sense above 100%. */
export const canPan = (state: ZoomState): boolean => state.zoom > zoomLimits.min;
/** "150%" */
export const zoomPercent = (state: ZoomState): string => `${Math.round(state.zoom * 100)}%`;

const clampTo = (value: number, limit: number): number => Math.max(-limit, Math.min(limit, value));

/** Keeps the offset within half of the extra size the zoom adds on each axis. */
function clampPan(x: number, y: number, zoom: number, bounds: ImageBounds | null): { x: number; y: number } {
  if (!bounds) return { x, y };
  const extra = (zoom - 1) / 2;
  return { x: clampTo(x, bounds.width * extra), y: clampTo(y, bounds.height * extra) };
}

export function zoomReducer(state: ZoomState, action: ZoomAction): ZoomState {
  switch (action.type) {
    case 'zoomIn': {
      if (!canZoomIn(state)) return state;
      return { ...state, zoom: Math.min(zoomLimits.max, state.zoom + zoomLimits.step) };
    }
    case 'zoomOut': {
      if (!canZoomOut(state)) return state;
      const zoom = Math.max(zoomLimits.min, state.zoom - zoomLimits.step);
      if (zoom <= panResetAtOrBelow)
        return { ...state, zoom, x: 0, y: 0, dragging: zoom > zoomLimits.min && state.dragging };
      return { ...state, zoom, ...clampPan(state.x, state.y, zoom, state.bounds) };
    }
    case 'reset':
      return { ...initialZoomState, bounds: state.bounds };
    case 'pan': {
      if (!canPan(state)) return state;
      const bounds = action.bounds ?? state.bounds;
      return { ...state, bounds, ...clampPan(state.x + action.dx, state.y + action.dy, state.zoom, bounds) };
    }
    case 'dragStart':
      return canPan(state) && !state.dragging ? { ...state, dragging: true } : state;
    case 'dragEnd':
      return state.dragging ? { ...state, dragging: false } : state;
  }
}

/** Whether a two-finger pinch has moved far enough since its last step to zoom in or out. */
export function pinchStep(startDistance: number, distance: number): 'zoomIn' | 'zoomOut' | null {
  if (startDistance <= 0) return null;
  const ratio = distance / startDistance;
  if (ratio >= pinchStepRatio) return 'zoomIn';
  if (ratio <= 1 / pinchStepRatio) return 'zoomOut';
  return null;
}

/** The pan an arrow key asks for, or null for any other key. */
export function arrowPan(key: string): { dx: number; dy: number } | null {
  switch (key) {
    case 'ArrowLeft':
      return { dx: keyboardPanStep, dy: 0 };
    case 'ArrowRight':
      return { dx: -keyboardPanStep, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: keyboardPanStep };
    case 'ArrowDown':
      return { dx: 0, dy: -keyboardPanStep };
    default:
      return null;
  }
}
