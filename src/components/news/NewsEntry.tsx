import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Picture } from '../ui/Picture.tsx';
import styles from './NewsEntry.module.css';
import type { NewsView } from './news-view.ts';

export interface NewsEntryLabels {
  important: string;
  link: string;
  /** `{title}` placeholders. */
  enlarge: string;
  playVideo: string;
  newTab: string;
}

interface Props {
  item: NewsView;
  labels: NewsEntryLabels;
  /** After hydration: thumbnails become buttons that open the lightbox or the video dialog. */
  onOpen?: (item: NewsView) => void;
}

/** One announcement: date, 重要 badge, title, text, link and, when it has one, a thumbnail. */
export function NewsEntry({ item, labels, onOpen }: Props) {
  const thumb = item.thumbnail;
  const thumbLabel =
    thumb && (thumb.action === 'video' ? labels.playVideo : labels.enlarge).replace('{title}', item.title);
  const thumbContent = thumb && (
    <>
      <Picture className={styles.image} image={thumb.image} alt="" sizes="(min-width: 768px) 15rem, 100vw" />
      <span className="visually-hidden">{thumbLabel}</span>
      <span className={styles.icon} data-action={thumb.action} aria-hidden="true" />
    </>
  );

  return (
    <li
      id={`news-${item.id}`}
      className={styles.item}
      data-news-item={item.id}
      data-important={item.isImportant}
      data-has-thumbnail={thumb !== null}
    >
      {thumb &&
        (onOpen ? (
          <button
            type="button"
            className={styles.thumb}
            onClick={() => onOpen(item)}
            aria-haspopup="dialog"
            data-news-thumb={thumb.action}
          >
            {thumbContent}
          </button>
        ) : thumb.action === 'video' ? (
          <ExternalLink
            className={styles.thumb}
            href={thumb.videoUrl}
            newTabLabel={labels.newTab}
            showIcon={false}
            data-news-thumb="video"
          >
            {thumbContent}
          </ExternalLink>
        ) : (
          <a className={styles.thumb} href={thumb.image.src} data-news-thumb="enlarge">
            {thumbContent}
          </a>
        ))}
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={item.publishDate}>{item.dateLabel}</time>
          {item.isImportant && (
            <span className={styles.badge} data-important-badge="">
              {labels.important}
            </span>
          )}
        </p>
        <h2 className={styles.title}>{item.title}</h2>
        <p className={styles.content}>{item.content}</p>
        {item.link &&
          (item.link.kind === 'external' ? (
            <ExternalLink className={styles.link} href={item.link.href} newTabLabel={labels.newTab}>
              {labels.link}
              <span className="visually-hidden">：{item.title}</span>
            </ExternalLink>
          ) : (
            <a className={styles.link} href={item.link.href}>
              {labels.link}
              <span className="visually-hidden">：{item.title}</span>
              <span aria-hidden="true"> →</span>
            </a>
          ))}
      </div>
    </li>
  );
}
