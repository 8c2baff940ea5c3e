import styles from './CheckList.module.css';

interface Props {
  items: string[];
  /** `compact` for the smaller lists inside cards. */
  size?: 'default' | 'compact';
}

/** A list of short points, each with a check mark. */
export function CheckList({ items, size = 'default' }: Props) {
  return (
    <ul className={styles.list} data-size={size}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
