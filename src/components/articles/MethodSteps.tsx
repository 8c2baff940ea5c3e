import styles from './MethodSteps.module.css';

interface Props {
  steps: { title: string; text: string }[];
}

/** Numbered steps of an exercise, large and clear. */
export function MethodSteps({ steps }: Props) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
