import { DeviceCard } from './DeviceCard.tsx';
import styles from './DeviceGrid.module.css';
import type { DeviceView } from './device-view.ts';

interface Props {
  heading: string;
  devices: DeviceView[];
  pointsLabel: string;
}

/** The showcase's product cards in a responsive grid. */
export function DeviceGrid({ heading, devices, pointsLabel }: Props) {
  return (
    <section className={styles.section} aria-labelledby="device-grid">
      <h2 className={styles.heading} id="device-grid">
        {heading}
      </h2>
      <ul className={styles.grid}>
        {devices.map((device) => (
          <li key={device.id}>
            <DeviceCard device={device} pointsLabel={pointsLabel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
