import { AdminButton } from '../shared/AdminButton.tsx';
import { WebhookDeliveries, type WebhookDeliveryRow } from './WebhookDeliveries.tsx';
import styles from './WebhookEndpoints.module.css';

export interface WebhookEndpointItem {
  id: string;
  url: string;
  events: string[];
  format: string;
  state: { key: 'enabled' | 'disabled'; label: string };
  created: string;
  /** What a テスト送信 would send, shown beside its button. */
  testHint: string;
  deliveries: WebhookDeliveryRow[];
}

interface Props {
  action: string;
  endpoints: WebhookEndpointItem[];
  labels: {
    empty: string;
    fields: { events: string; format: string; state: string; created: string };
    deliveries: string;
    deliveriesCaption: (url: string) => string;
    test: string;
    disable: string;
    disableHint: string;
    columns: Record<'when' | 'event' | 'lead' | 'status' | 'attempts' | 'next' | 'error', string>;
    noDeliveries: string;
    none: string;
  };
}

/**
 * The configured webhook endpoints, each with its settings, a テスト送信 and a disable button
 * (plain POSTs with `intent`), and its recent deliveries.
 */
export function WebhookEndpoints({ action, endpoints, labels }: Props) {
  if (endpoints.length === 0) return <p>{labels.empty}</p>;
  return (
    <ul className={styles.endpoints}>
      {endpoints.map((endpoint) => (
        <li key={endpoint.id} className={styles.endpoint} data-endpoint={endpoint.id} data-state={endpoint.state.key}>
          <h3 className={styles.url} id={`endpoint-${endpoint.id}`}>
            <code>{endpoint.url}</code>
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>{labels.fields.events}</dt>
              <dd>
                <ul className={styles.events}>
                  {endpoint.events.map((event) => (
                    <li key={event}>{event}</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>{labels.fields.format}</dt>
              <dd>{endpoint.format}</dd>
            </div>
            <div>
              <dt>{labels.fields.state}</dt>
              <dd data-endpoint-state={endpoint.state.key}>{endpoint.state.label}</dd>
            </div>
            <div>
              <dt>{labels.fields.created}</dt>
              <dd>{endpoint.created}</dd>
            </div>
          </dl>
          {endpoint.state.key === 'enabled' ? (
            <div className={styles.actions}>
              <form method="post" action={action} className={styles.action}>
                <input type="hidden" name="intent" value="test" />
                <input type="hidden" name="id" value={endpoint.id} />
                <AdminButton tone="secondary" aria-describedby={`test-hint-${endpoint.id}`}>
                  {labels.test}
                </AdminButton>
                <p className={styles.hint} id={`test-hint-${endpoint.id}`}>
                  {endpoint.testHint}
                </p>
              </form>
              <form method="post" action={action} className={styles.action}>
                <input type="hidden" name="intent" value="disable" />
                <input type="hidden" name="id" value={endpoint.id} />
                <AdminButton tone="danger" aria-describedby={`disable-hint-${endpoint.id}`}>
                  {labels.disable}
                </AdminButton>
                <p className={styles.hint} id={`disable-hint-${endpoint.id}`}>
                  {labels.disableHint}
                </p>
              </form>
            </div>
          ) : null}
          <h4 className={styles.subtitle}>{labels.deliveries}</h4>
          <WebhookDeliveries
            name={{ caption: labels.deliveriesCaption(endpoint.url) }}
            rows={endpoint.deliveries}
            show={['when', 'event', 'lead', 'status', 'attempts', 'next', 'error']}
            labels={{ ...labels.columns, endpoint: '', empty: labels.noDeliveries, none: labels.none }}
          />
        </li>
      ))}
    </ul>
  );
}
