import { CheckList } from '../ui/CheckList.tsx';
import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './Benefits.module.css';

interface Audience {
  title: string;
  text: string;
  points: string[];
}

type AudienceId = 'everyone' | 'women' | 'men';

interface Props {
  copy: { eyebrow: string; heading: string; lead: string } & Record<AudienceId, Audience>;
  images: Record<AudienceId, PictureData>;
}

const audiences: AudienceId[] = ['everyone', 'women', 'men'];

/**
 * What the care offers everyone, women and men: a picture and a title each, the details behind
 * a native <details> the visitor opens, so the home page stays short (the articles hold more).
 */
export function Benefits({ copy, images }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-benefits">
      <div className={styles.inner}>
        <SectionHeading
          id="home-benefits"
          eyebrow={copy.eyebrow}
          title={copy.heading}
          lead={copy.lead}
          leadOnPhone={false}
        />
        <div className={styles.grid}>
          {audiences.map((id) => (
            <article key={id} className={styles.block} data-audience={id}>
              <Picture className={styles.image} image={images[id]} sizes={columnSizes(3, 900)} />
              <details className={styles.body}>
                <summary className={styles.summary}>
                  <h3 className={styles.title}>{copy[id].title}</h3>
                </summary>
                <p className={styles.text}>{copy[id].text}</p>
                <CheckList items={copy[id].points} size="compact" />
              </details>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
