import { CheckList } from '../ui/CheckList.tsx';
import { Picture } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import { type RequestAction, RequestActions } from '../ui/RequestActions.tsx';
import styles from './DeviceDetail.module.css';
import type { DeviceView } from './device-view.ts';

interface Props {
  device: DeviceView;
  pointsLabel: string;
  /** This device's brochure request. */
  request: RequestAction;
}

/** One device presented in full on the details page: large illustration beside its description. */
export function DeviceDetail({ device, pointsLabel, request }: Props) {
  const headingId = `device-${device.id}`;
  return (
    <section
      id={device.id}
      className={styles.detail}
      aria-labelledby={headingId}
      data-device-card={device.id}
      data-category={device.category}
    >
      <Picture className={styles.image} image={device.image} sizes={columnSizes(2, 900)} />
      <div className={styles.body}>
        <p className={styles.badge}>{device.categoryLabel}</p>
        <h2 className={styles.name} id={headingId}>
          {device.name}
        </h2>
        <p className={styles.summary}>{device.summary}</p>
        <h3 className={styles.pointsHeading}>{pointsLabel}</h3>
        <CheckList items={device.points} />
        <RequestActions actions={[request]} />
      </div>
    </section>
  );
}
