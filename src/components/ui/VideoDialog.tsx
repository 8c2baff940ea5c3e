import { type MouseEvent, useEffect, useRef } from 'react';
import styles from './VideoDialog.module.css';

export interface DialogVideo {
  /** The privacy-enhanced embed URL (`videoEmbedUrl(id)` in src/content/site.ts). */
  embedUrl: string;
  /** The video's title: the dialog's name and the iframe's title. */
  title: string;
}

interface Props {
  /** The video to play, or null when the dialog is closed. */
  video: DialogVideo | null;
  closeLabel: string;
  /** Called once the dialog has closed (Escape, backdrop, close button). */
  onClose: () => void;
}

/**
 * A modal video player on a native <dialog>. The iframe exists only while a video is open, so
 * nothing loads from the video host before a click, and closing stops playback. Escape, a
 * click on the backdrop and the close button close it; clicks on the video do not.
 */
export function VideoDialog({ video, closeLabel, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (video && !dialog.open) dialog.showModal();
    if (!video && dialog.open) dialog.close();
  }, [video]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);

  // Closing removes the iframe at once; the dialog's own close event follows (and Escape,
  // which closes it natively, reaches onClose through that event alone).
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  // The dialog box is filled by its content, so a click whose target is the dialog itself
  // landed on the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal <dialog> natively.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={video?.title}
      onClick={closeOnBackdrop}
      data-video-dialog=""
    >
      <div className={styles.content}>
        <div className={styles.bar}>
          <p className={styles.title}>{video?.title}</p>
          <button type="button" className={styles.close} onClick={close}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4 4 16" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
            {closeLabel}
          </button>
        </div>
        <div className={styles.frame}>
          {video && (
            <iframe
              src={video.embedUrl}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      </div>
    </dialog>
  );
}
