import { describe, expect, it } from 'vitest';
import {
  arrowPan,
  canPan,
  canZoomIn,
  canZoomOut,
  initialZoomState,
  pinchStep,
  type ZoomAction,
  type ZoomState,
  zoomPercent,
  zoomReducer,
} from '../../../../src/components/ui/zoom-state.ts';

const run = (actions: ZoomAction[], from: ZoomState = initialZoomState) => actions.reduce(zoomReducer, from);
const bounds = { width: 400, height: 300 };

describe('zoom viewer state', () => {
  it('zooms from 100% to 300% in 50% steps and stops at both ends', () => {
    const levels: number[] = [];
    let state = initialZoomState;
    for (let i = 0; i < 6; i += 1) {
      state = zoomReducer(state, { type: 'zoomIn' });
      levels.push(state.zoom);
    }
    expect(levels).toEqual([1.5, 2, 2.5, 3, 3, 3]);
    expect(canZoomIn(state)).toBe(false);
    expect(canZoomOut(state)).toBe(true);
    expect(zoomPercent(state)).toBe('300%');
    const out = run(Array(6).fill({ type: 'zoomOut' }), state);
    expect(out.zoom).toBe(1);
    expect(canZoomOut(out)).toBe(false);
    expect(zoomPercent(out)).toBe('100%');
  });

  it('pans only above 100%, within the bounds the zoom adds', () => {
    expect(run([{ type: 'pan', dx: 50, dy: 50, bounds }])).toEqual(initialZoomState);
    expect(canPan(initialZoomState)).toBe(false);
    const state = run([{ type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'pan', dx: 30, dy: -20, bounds }]);
    expect([state.x, state.y]).toEqual([30, -20]);
    // At 200% the image can move by half of its own size at most: 200 × 150.
    const far = zoomReducer(state, { type: 'pan', dx: 9999, dy: -9999 });
    expect([far.x, far.y]).toEqual([200, -150]);
  });

  it('keeps the pan when zooming out above 150% (clamped) and drops it at 150% or less', () => {
    const at300 = run([
      { type: 'zoomIn' },
      { type: 'zoomIn' },
      { type: 'zoomIn' },
      { type: 'zoomIn' },
      { type: 'pan', dx: 400, dy: 0, bounds },
    ]);
    expect(at300.x).toBe(400);
    const at250 = zoomReducer(at300, { type: 'zoomOut' });
    expect(at250.x).toBe(300);
    const at200 = zoomReducer(at250, { type: 'zoomOut' });
    expect(at200.x).toBe(200);
    const at150 = zoomReducer(at200, { type: 'zoomOut' });
    expect([at150.zoom, at150.x, at150.y]).toEqual([1.5, 0, 0]);
  });

  it('reset returns to 100% with no pan', () => {
    const state = run([
      { type: 'zoomIn' },
      { type: 'zoomIn' },
      { type: 'pan', dx: 10, dy: 10, bounds },
      { type: 'reset' },
    ]);
    expect([state.zoom, state.x, state.y, state.dragging]).toEqual([1, 0, 0, false]);
  });

  it('starts a drag only above 100% and ends it when zoomed back to 100%', () => {
    expect(run([{ type: 'dragStart' }]).dragging).toBe(false);
    const dragging = run([{ type: 'zoomIn' }, { type: 'dragStart' }]);
    expect(dragging.dragging).toBe(true);
    expect(zoomReducer(dragging, { type: 'dragEnd' }).dragging).toBe(false);
    expect(zoomReducer(dragging, { type: 'zoomOut' }).dragging).toBe(false);
  });

  it('turns a pinch into one zoom step per 25% change of finger distance', () => {
    expect(pinchStep(100, 110)).toBeNull();
    expect(pinchStep(100, 125)).toBe('zoomIn');
    expect(pinchStep(100, 80)).toBe('zoomOut');
    expect(pinchStep(0, 80)).toBeNull();
  });

  it('maps arrow keys to pans that reveal that side of the image', () => {
    expect(arrowPan('ArrowRight')).toEqual({ dx: -40, dy: 0 });
    expect(arrowPan('ArrowLeft')).toEqual({ dx: 40, dy: 0 });
    expect(arrowPan('ArrowDown')).toEqual({ dx: 0, dy: -40 });
    expect(arrowPan('ArrowUp')).toEqual({ dx: 0, dy: 40 });
    expect(arrowPan('a')).toBeNull();
  });
});
