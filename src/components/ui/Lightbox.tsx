import { type MouseEvent, useEffect, useRef } from 'react';
import styles from './Lightbox.module.css';
import type { PictureData } from './Picture.tsx';

export interface LightboxImage {
  image: PictureData;
  caption: string;
}

interface Props {
  /** The image to show, or null when the lightbox is closed. */
  current: LightboxImage | null;
  closeLabel: string;
  /** Called once the lightbox has closed (Escape, backdrop, close button). */
  onClose: () => void;
}

/**
 * An enlarged image with its caption on a native modal <dialog>. Escape, a click on the
 * backdrop and the close button close it; focus moves to the close button and, on closing,
 * back to whatever opened it.
 */
export function Lightbox({ current, closeLabel, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (current && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!current && dialog.open) dialog.close();
  }, [current]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const closed = () => {
      onClose();
      openerRef.current?.focus();
      openerRef.current = null;
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [onClose]);

  // The dialog box is filled by its content, so a click on the dialog itself hit the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal <dialog> natively.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={current?.caption}
      onClick={closeOnBackdrop}
      data-lightbox=""
    >
      {current && (
        <figure className={styles.figure}>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4 4 16" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
            {closeLabel}
          </button>
          <img
            className={styles.image}
            src={current.image.src}
            srcSet={current.image.srcset}
            sizes={current.image.srcset ? '(min-width: 60rem) 56rem, 100vw' : undefined}
            width={current.image.width}
            height={current.image.height}
            alt={current.image.alt}
          />
          <figcaption className={styles.caption}>{current.caption}</figcaption>
        </figure>
      )}
    </dialog>
  );
}
