import { useCallback, useEffect, useState } from 'react';
import { ExternalLink } from './ExternalLink.tsx';
import type { PictureData } from './Picture.tsx';
import { Picture } from './Picture.tsx';
import { columnSizes } from './picture-sizes.ts';
import { type DialogVideo, VideoDialog } from './VideoDialog.tsx';
import styles from './VideoGallery.module.css';

interface Video {
  id: string;
  title: string;
  text: string;
  embedUrl: string;
  thumbnail: PictureData;
}

interface Props {
  videos: Video[];
  /** `play` holds `{title}`. */
  labels: { play: string; close: string; newTab: string };
}

function PlayIcon() {
  return (
    <span className={styles.play}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * Three video thumbnails (island, client:visible). Without JavaScript each is a link to the
 * video on the embed host, in a new tab; after hydration a button opens it in a dialog.
 */
export function VideoGallery({ videos, labels }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState<DialogVideo | null>(null);
  useEffect(() => setEnhanced(true), []);
  const close = useCallback(() => setCurrent(null), []);

  return (
    <>
      <ul className={styles.grid} data-enhanced={enhanced}>
        {videos.map((video) => {
          const name = labels.play.replace('{title}', video.title);
          const thumbnail = (
            <>
              <Picture className={styles.image} image={video.thumbnail} alt="" sizes={columnSizes(3, 768)} />
              <PlayIcon />
            </>
          );
          return (
            <li key={video.id} className={styles.card}>
              {enhanced ? (
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => setCurrent({ embedUrl: video.embedUrl, title: video.title })}
                  aria-haspopup="dialog"
                  data-video-open={video.id}
                >
                  <span className="visually-hidden">{name}</span>
                  {thumbnail}
                </button>
              ) : (
                <ExternalLink
                  className={styles.thumb}
                  href={video.embedUrl}
                  newTabLabel={labels.newTab}
                  showIcon={false}
                  data-video-open={video.id}
                >
                  <span className="visually-hidden">{name}</span>
                  {thumbnail}
                </ExternalLink>
              )}
              <h3 className={styles.title}>{video.title}</h3>
              <p className={styles.text}>{video.text}</p>
            </li>
          );
        })}
      </ul>
      <VideoDialog video={current} closeLabel={labels.close} onClose={close} />
    </>
  );
}
