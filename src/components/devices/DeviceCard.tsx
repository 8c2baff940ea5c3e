import { CheckList } from '../ui/CheckList.tsx';
import { Picture } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import { type RequestAction, RequestActions } from '../ui/RequestActions.tsx';
import styles from './DeviceCard.module.css';
import type { DeviceView } from './device-view.ts';

interface Props {
  device: DeviceView;
  pointsLabel: string;
  /** This device's brochure request. */
  request: RequestAction;
}

/** A showcase card: illustration, category badge, name, one-line summary, four points and its brochure request. */
export function DeviceCard({ device, pointsLabel, request }: Props) {
  const headingId = `device-${device.id}`;
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-device-card={device.id}
      data-category={device.category}
    >
      <Picture className={styles.image} image={device.image} sizes={columnSizes(3, 600)} />
      <div className={styles.body}>
        <p className={styles.badge} data-category={device.category}>
          {device.categoryLabel}
        </p>
        <h3 className={styles.name} id={headingId}>
          {device.name}
        </h3>
        <p className={styles.summary}>{device.summary}</p>
        <p className="visually-hidden">{pointsLabel}</p>
        <CheckList items={device.points} size="compact" />
        <div className={styles.request}>
          <RequestActions actions={[request]} />
        </div>
      </div>
    </article>
  );
}
