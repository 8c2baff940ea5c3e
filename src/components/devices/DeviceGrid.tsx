import type { RequestAction } from '../ui/RequestActions.tsx';
import { DeviceCard } from './DeviceCard.tsx';
import styles from './DeviceGrid.module.css';
import type { DeviceView } from './device-view.ts';

interface Props {
  heading: string;
  devices: DeviceView[];
  pointsLabel: string;
  /** Each device's brochure request, by device id. */
  requests: Record<string, RequestAction>;
}

/** The showcase's product cards in a responsive grid. */
export function DeviceGrid({ heading, devices, pointsLabel, requests }: Props) {
  return (
    <section className={styles.section} aria-labelledby="device-grid">
      <h2 className={styles.heading} id="device-grid">
        {heading}
      </h2>
      <ul className={styles.grid}>
        {devices.map((device) => (
          <li key={device.id}>
            <DeviceCard device={device} pointsLabel={pointsLabel} request={requestOf(requests, device.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function requestOf(requests: Record<string, RequestAction>, id: string): RequestAction {
  const request = requests[id];
  if (!request) throw new Error(`No brochure request for device ${id}`);
  return request;
}
