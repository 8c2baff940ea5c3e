import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useReducer, useRef, useState } from 'react';
import styles from './ZoomViewer.module.css';
import {
  arrowPan,
  canPan,
  canZoomIn,
  canZoomOut,
  initialZoomState,
  pinchStep,
  zoomPercent,
  zoomReducer,
} from './zoom-state.ts';

export interface ZoomImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ZoomLabels {
  /** The opener's accessible hint, e.g. "拡大して見る". */
  open: string;
  /** The dialog's name. */
  dialog: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  dragHint: string;
}

interface Props {
  image: ZoomImage;
  labels: ZoomLabels;
  className?: string;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * An image that opens a full-screen zoom viewer on a native <dialog>. Without JavaScript it is
 * a link to the image file. Zoom by buttons, + / - / 0 keys or a pinch; pan by mouse or finger
 * drag and the arrow keys once above 100%. Escape, the backdrop and the close button close it
 * and reset the zoom. State shows in `data-zoom` and `data-dragging`.
 */
export function ZoomableImage({ image, labels, className }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(zoomReducer, initialZoomState);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
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

  const onClosed = () => {
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
      pinchBase.current = distance(points[0] as { x: number; y: number }, points[1] as { x: number; y: number });
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
      const current = distance(points[0] as { x: number; y: number }, points[1] as { x: number; y: number });
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

  const picture = (
    <img
      className={styles.thumb}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );
  const openHint = (
    <span className={styles.badge}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l5 5M8.5 6v5M6 8.5h5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{labels.open}</span>
    </span>
  );

  if (!enhanced) {
    return (
      <a className={`${styles.opener} ${className ?? ''}`} href={image.src} data-zoom-open="">
        {picture}
        {openHint}
      </a>
    );
  }

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={`${styles.opener} ${className ?? ''}`}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-zoom-open=""
      >
        {picture}
        {openHint}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label={labels.dialog}
        onClose={onClosed}
        onClick={onClick}
        onKeyDown={onKeyDown}
        data-zoom-viewer=""
        data-zoom={state.zoom}
        data-dragging={state.dragging}
      >
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.tool}
            onClick={() => dispatch({ type: 'zoomOut' })}
            disabled={!canZoomOut(state)}
            data-zoom-out=""
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 10h12" stroke="currentColor" strokeWidth="2.4" />
            </svg>
            <span className="visually-hidden">{labels.zoomOut}</span>
          </button>
          <p className={styles.level} aria-live="polite" data-zoom-level="">
            {zoomPercent(state)}
          </p>
          <button
            type="button"
            className={styles.tool}
            onClick={() => dispatch({ type: 'zoomIn' })}
            disabled={!canZoomIn(state)}
            data-zoom-in=""
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 10h12M10 4v12" stroke="currentColor" strokeWidth="2.4" />
            </svg>
            <span className="visually-hidden">{labels.zoomIn}</span>
          </button>
          <button type="button" className={styles.text} onClick={() => dispatch({ type: 'reset' })} data-zoom-reset="">
            {labels.reset}
          </button>
          <button ref={closeRef} type="button" className={styles.text} onClick={close} data-zoom-close="">
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4 4 16" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
            {labels.close}
          </button>
        </div>
        <div
          className={styles.stage}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          data-zoom-stage=""
        >
          <img
            ref={imageRef}
            className={styles.image}
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            draggable={false}
            loading="lazy"
          />
        </div>
        {canPan(state) && (
          <p className={styles.hint} data-zoom-hint="">
            {labels.dragHint}
          </p>
        )}
      </dialog>
    </>
  );
}
