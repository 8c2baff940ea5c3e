import { useCallback, useEffect, useState } from 'react';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import { heroSizes } from '../ui/picture-sizes.ts';
import { type DialogVideo, VideoDialog } from '../ui/VideoDialog.tsx';
import styles from './IntroVideo.module.css';

interface Props {
  video: DialogVideo;
  thumbnail: PictureData;
  /** `play` holds `{title}`. */
  labels: { play: string; close: string; newTab: string };
}

/**
 * One large video thumbnail (island, client:visible): a link to the video host without
 * JavaScript, a button opening the video dialog after hydration.
 */
export function IntroVideo({ video, thumbnail, labels }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState<DialogVideo | null>(null);
  useEffect(() => setEnhanced(true), []);
  const close = useCallback(() => setCurrent(null), []);
  const content = (
    <>
      <span className="visually-hidden">{labels.play.replace('{title}', video.title)}</span>
      <Picture className={styles.image} image={thumbnail} alt="" eager sizes={heroSizes} />
      <span className={styles.play}>
        <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
      </span>
    </>
  );

  return (
    <div className={styles.video} data-enhanced={enhanced}>
      {enhanced ? (
        <button
          type="button"
          className={styles.thumb}
          onClick={() => setCurrent(video)}
          aria-haspopup="dialog"
          data-video-open=""
        >
          {content}
        </button>
      ) : (
        <ExternalLink
          className={styles.thumb}
          href={video.embedUrl}
          newTabLabel={labels.newTab}
          showIcon={false}
          data-video-open=""
        >
          {content}
        </ExternalLink>
      )}
      <VideoDialog video={current} closeLabel={labels.close} onClose={close} />
    </div>
  );
}
