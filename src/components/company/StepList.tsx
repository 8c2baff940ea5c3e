import styles from './StepList.module.css';

export interface Step {
  title: string;
  text: string;
}

interface Props {
  steps: Step[];
  /** "STEP", shown before each number. */
  stepLabel: string;
}

/** Numbered steps of a process, in order: adoption flow, selection process. */
export function StepList({ steps, stepLabel }: Props) {
  return (
    <ol className={styles.list} data-steps={steps.length}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step} data-step={index + 1}>
          <p className={styles.number}>
            <span className={styles.label}>{stepLabel}</span>
            <span className={styles.digit}>{index + 1}</span>
          </p>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
