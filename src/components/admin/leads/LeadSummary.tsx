import type { ReactNode } from 'react';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import { DueDate } from './DueDate.tsx';
import styles from './LeadSummary.module.css';

interface Props {
  name: string;
  /** フリガナ, or null when not given. */
  reading: string | null;
  organization: string | null;
  /** As staff read it, and the digits the tel: link dials; null once anonymised. */
  phone: { text: string; dial: string } | null;
  email: string;
  status: { key: string; label: string };
  /** 営業段階, labelled (なし before the first). */
  stage: string;
  /** The open next step (date and text), or null; `overdue` when its day has passed. */
  nextStep: { text: string; overdue: string | null } | null;
  /** The product asked about and the purpose as the form stored it (free text), labelled. */
  product: string | null;
  purpose: string | null;
  owner: string;
  due: { text: string; overdue: string | null; relative: string | null };
  labels: {
    reading: string;
    organization: string;
    phone: string;
    email: string;
    status: string;
    stage: string;
    nextStep: string;
    noNextStep: string;
    product: string;
    purpose: string;
    owner: string;
    due: string;
  };
  /** The next actions (LeadActions). */
  children: ReactNode;
}

/**
 * The lead page's first screen: who asked, how to reach them, what they asked about, where the
 * lead stands (status, stage, next step), and the next actions. Owner and due keep the follow-up list's hooks (data-lead-follow-up).
 */
export function LeadSummary({
  name,
  reading,
  organization,
  phone,
  email,
  status,
  stage,
  nextStep,
  product,
  purpose,
  owner,
  due,
  labels,
  children,
}: Props) {
  return (
    <section className={styles.card} aria-labelledby="lead-summary" data-lead-summary="">
      <h2 id="lead-summary" className={styles.name}>
        {name}
        {reading ? (
          <span className={styles.reading} data-summary-field="reading" lang="ja">
            <span className={styles.hidden}>{labels.reading} </span>
            {reading}
          </span>
        ) : null}
      </h2>
      <dl className={styles.fields} data-lead-follow-up="">
        {organization ? (
          <div className={styles.row} data-summary-field="organization">
            <dt>{labels.organization}</dt>
            <dd>{organization}</dd>
          </div>
        ) : null}
        {phone ? (
          <div className={styles.row} data-summary-field="phone">
            <dt>{labels.phone}</dt>
            <dd>
              <a href={`tel:${phone.dial}`}>{phone.text}</a>
            </dd>
          </div>
        ) : null}
        <div className={styles.row} data-summary-field="email">
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div className={styles.row} data-summary-field="status">
          <dt>{labels.status}</dt>
          <dd>
            <StatusBadge status={status} />
          </dd>
        </div>
        {product ? (
          <div className={styles.row} data-summary-field="product">
            <dt>{labels.product}</dt>
            <dd>{product}</dd>
          </div>
        ) : null}
        {purpose ? (
          <div className={styles.row} data-summary-field="purpose">
            <dt>{labels.purpose}</dt>
            <dd className={styles.purpose}>{purpose}</dd>
          </div>
        ) : null}
        <div className={styles.row} data-summary-field="stage">
          <dt>{labels.stage}</dt>
          <dd>{stage}</dd>
        </div>
        <div className={styles.row} data-summary-field="next-step" data-overdue={nextStep?.overdue ? '' : undefined}>
          <dt>{labels.nextStep}</dt>
          <dd>
            {nextStep ? nextStep.text : labels.noNextStep}
            {nextStep?.overdue ? <strong> {nextStep.overdue}</strong> : null}
          </dd>
        </div>
        <div className={styles.row} data-field="owner">
          <dt>{labels.owner}</dt>
          <dd>{owner}</dd>
        </div>
        <div className={styles.row} data-field="due">
          <dt>{labels.due}</dt>
          <dd>
            <DueDate text={due.text} overdue={due.overdue} relative={due.relative} />
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
