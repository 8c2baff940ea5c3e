import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './WaveformTechnology.module.css';

interface Figure {
  value: string;
  label: string;
}

interface Props {
  copy: {
    eyebrow: string;
    heading: string;
    lead: string;
    figures: { contractions: Figure; minutes: Figure };
    note: string;
  };
  images: { waveform: PictureData };
}

/**
 * The patent-pending waveform and its figures. No doctors' comments: advertising that doctors
 * supervise or recommend a device is not allowed even when true (docs/advertising-rules.md).
 */
export function WaveformTechnology({ copy, images }: Props) {
  const figures = [copy.figures.contractions, copy.figures.minutes];
  return (
    <section className={styles.section} aria-labelledby="home-technology">
      <div className={styles.inner}>
        <div className={styles.feature}>
          <Picture className={styles.image} image={images.waveform} sizes={columnSizes(2, 960)} />
          <div className={styles.text}>
            <SectionHeading id="home-technology" eyebrow={copy.eyebrow} title={copy.heading} align="start" />
            <p className={styles.lead}>{copy.lead}</p>
            <dl className={styles.figures}>
              {figures.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <dt className={styles.figureLabel}>{figure.label}</dt>
                  <dd className={styles.figureValue}>{figure.value}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.note} data-footnote="">
              {copy.note}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
