import { useZoomViewer } from './useZoomViewer.ts';
import styles from './ZoomableImage.module.css';
import { canPan, canZoomIn, canZoomOut, zoomPercent } from './zoom-state.ts';

export interface ZoomImage {
  /** For a photo, its largest encoded width: what the zoomed view shows. */
  src: string;
  srcset?: string;
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
  /** How wide the in-page picture shows (see picture-sizes.ts); used with a photo's srcset. */
  sizes?: string;
}

/**
 * An image that opens a full-screen zoom viewer on a native <dialog>. Without JavaScript it is
 * a link to the image file. Zoom by buttons, + / - / 0 keys or a pinch; pan by mouse or finger
 * drag and the arrow keys once above 100%. Escape, the backdrop and the close button close it
 * and reset the zoom. State shows in `data-zoom` and `data-dragging`. This file is the markup;
 * the behaviour is in useZoomViewer.ts and the state rules in zoom-state.ts.
 */
export function ZoomableImage({ image, labels, className, sizes = '100vw' }: Props) {
  const viewer = useZoomViewer();
  const { state } = viewer;

  const picture = (
    <img
      className={styles.thumb}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
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

  if (!viewer.enhanced) {
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
        ref={viewer.refs.opener}
        type="button"
        className={`${styles.opener} ${className ?? ''}`}
        onClick={viewer.show}
        aria-haspopup="dialog"
        data-zoom-open=""
      >
        {picture}
        {openHint}
      </button>
      <dialog
        ref={viewer.refs.dialog}
        className={styles.dialog}
        aria-label={labels.dialog}
        {...viewer.dialogProps}
        data-zoom-viewer=""
        data-zoom={state.zoom}
        data-dragging={state.dragging}
      >
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.tool}
            onClick={viewer.zoomOut}
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
            onClick={viewer.zoomIn}
            disabled={!canZoomIn(state)}
            data-zoom-in=""
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 10h12M10 4v12" stroke="currentColor" strokeWidth="2.4" />
            </svg>
            <span className="visually-hidden">{labels.zoomIn}</span>
          </button>
          <button type="button" className={styles.text} onClick={viewer.reset} data-zoom-reset="">
            {labels.reset}
          </button>
          <button
            ref={viewer.refs.close}
            type="button"
            className={styles.text}
            onClick={viewer.close}
            data-zoom-close=""
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4 4 16" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
            {labels.close}
          </button>
        </div>
        <div className={styles.stage} {...viewer.stageProps} data-zoom-stage="">
          <img
            ref={viewer.refs.image}
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
