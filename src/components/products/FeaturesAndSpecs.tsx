import type { ReactNode } from 'react';
import { CheckList } from '../ui/CheckList.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './FeaturesAndSpecs.module.css';
import { SpecTable } from './SpecTable.tsx';

interface Props {
  id: string;
  copy: { eyebrow: string; heading: string; specsHeading: string };
  features: string[];
  specs: { label: string; value: string }[];
  /** Shown under the specification: the regulatory identity (RegulatoryInfo). */
  children?: ReactNode;
}

/** Key features as a check list beside the specification table. */
export function FeaturesAndSpecs({ id, copy, features, specs, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.inner}>
        <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.heading} align="start" />
        <div className={styles.columns}>
          <CheckList items={features} />
          <div className={styles.specs}>
            <SpecTable rows={specs} caption={copy.specsHeading} />
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
