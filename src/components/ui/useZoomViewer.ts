import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useReducer, useRef, useState } from 'react';
import { arrowPan, canPan, initialZoomState, pinchStep, zoomReducer } from './zoom-state.ts';

type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The zoom viewer's behaviour for ZoomableImage: opening and closing the native <dialog>, the
 * zoom state (zoom-state.ts), the + / - / 0 and arrow keys, mouse and finger drags and the
 * two-finger pinch. The component spreads `dialogProps` and `stageProps` and sets the refs;
 * it holds no logic of its own.
 */
export function useZoomViewer() {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(zoomReducer, initialZoomState);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinchBase = useRef(0);
  const moved = useRef(false);
  const pressedOnStage = useRef(false);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The transform is set through the CSSOM: a server-rendered style attribute would break the CSP.
  useEffect(() => {
    const img = imageRef.current;
    if (img) img.style.transform = `translate(${state.x}px, ${state.y}px) scale(${state.zoom})`;
  }, [state.x, state.y, state.zoom]);

  const onClose = () => {
    setOpen(false);
    dispatch({ type: 'reset' });
    pointers.current.clear();
    openerRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();
  const bounds = () => ({ width: imageRef.current?.offsetWidth ?? 0, height: imageRef.current?.offsetHeight ?? 0 });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const pan = arrowPan(event.key);
    if (pan) {
      event.preventDefault();
      dispatch({ type: 'pan', ...pan, bounds: bounds() });
    } else if (event.key === '+' || event.key === '=') dispatch({ type: 'zoomIn' });
    else if (event.key === '-' || event.key === '_') dispatch({ type: 'zoomOut' });
    else if (event.key === '0') dispatch({ type: 'reset' });
  };

  // A click that lands on the dialog or the stage itself (not the image, not after a drag) is a
  // click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    const onStage = target.dataset.zoomStage !== undefined && pressedOnStage.current && !moved.current;
    if (target === event.currentTarget || onStage) close();
    moved.current = false;
    pressedOnStage.current = false;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    moved.current = false;
    pressedOnStage.current = event.target === event.currentTarget;
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      pinchBase.current = distance(points[0] as Point, points[1] as Point);
      dispatch({ type: 'dragEnd' });
    } else if (points.length === 1 && canPan(state) && event.target === imageRef.current) {
      event.currentTarget.setPointerCapture(event.pointerId);
      dispatch({ type: 'dragStart' });
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      const current = distance(points[0] as Point, points[1] as Point);
      const step = pinchStep(pinchBase.current, current);
      if (step) {
        dispatch({ type: step });
        pinchBase.current = current;
      }
    } else if (state.dragging) {
      moved.current = true;
      dispatch({ type: 'pan', dx: now.x - last.x, dy: now.y - last.y, bounds: bounds() });
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) dispatch({ type: 'dragEnd' });
  };

  return {
    /** False in the server-rendered HTML and until hydration: the opener is then a plain link. */
    enhanced,
    state,
    show: () => setOpen(true),
    close,
    zoomIn: () => dispatch({ type: 'zoomIn' }),
    zoomOut: () => dispatch({ type: 'zoomOut' }),
    reset: () => dispatch({ type: 'reset' }),
    refs: { dialog: dialogRef, image: imageRef, opener: openerRef, close: closeRef },
    dialogProps: { onClose, onClick, onKeyDown },
    stageProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
