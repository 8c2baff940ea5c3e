import { useCallback, useEffect, useState } from 'react';
import { videoEmbedUrl } from '../../content/site.ts';
import { Lightbox, type LightboxImage } from '../ui/Lightbox.tsx';
import { type DialogVideo, VideoDialog } from '../ui/VideoDialog.tsx';
import { NewsEntry, type NewsEntryLabels } from './NewsEntry.tsx';
import styles from './NewsList.module.css';
import type { NewsView } from './news-view.ts';

interface Props {
  items: NewsView[];
  labels: NewsEntryLabels & { list: string; empty: string; close: string };
}

/**
 * Every announcement, newest first (island, client:idle). Without JavaScript a thumbnail links
 * to its image or video; after hydration it opens the lightbox or the video dialog.
 */
export function NewsList({ items, labels }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [image, setImage] = useState<LightboxImage | null>(null);
  const [video, setVideo] = useState<DialogVideo | null>(null);
  useEffect(() => setEnhanced(true), []);
  const closeImage = useCallback(() => setImage(null), []);
  const closeVideo = useCallback(() => setVideo(null), []);

  const open = (item: NewsView) => {
    const thumb = item.thumbnail;
    if (thumb?.action === 'video') setVideo({ embedUrl: videoEmbedUrl(thumb.videoId), title: item.title });
    else if (thumb) setImage({ image: { ...thumb.image, alt: thumb.image.alt || item.title }, caption: item.title });
  };

  if (items.length === 0) return <p className={`${styles.inner} ${styles.empty}`}>{labels.empty}</p>;
  return (
    <div className={styles.inner}>
      <ul className={styles.list} aria-label={labels.list} data-news-list="" data-enhanced={enhanced}>
        {items.map((item) => (
          <NewsEntry key={item.id} item={item} labels={labels} onOpen={enhanced ? open : undefined} />
        ))}
      </ul>
      <Lightbox current={image} closeLabel={labels.close} onClose={closeImage} />
      <VideoDialog video={video} closeLabel={labels.close} onClose={closeVideo} />
    </div>
  );
}
