import { CheckList } from '../ui/CheckList.tsx';
import styles from './RolloutRequirements.module.css';

interface Props {
  title: string;
  items: string[];
}

/** What a site needs to start: sessions per week, power supply, floor space. */
export function RolloutRequirements({ title, items }: Props) {
  return (
    <div className={styles.box} data-requirements="">
      <h3 className={styles.title}>{title}</h3>
      <CheckList items={items} />
    </div>
  );
}
