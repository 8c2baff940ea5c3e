import styles from './StatTiles.module.css';

interface Tile {
  label: string;
  value: number;
  /** Where the number leads (e.g. the inbox filtered to it). */
  href?: string | undefined;
  /** Drawn in the warning colour when above zero. */
  alert?: boolean;
}

interface Props {
  tiles: Tile[];
}

/** A row of headline numbers. */
export function StatTiles({ tiles }: Props) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.tile} data-alert={tile.alert && tile.value > 0 ? '' : undefined}>
          <span className={styles.label}>{tile.label}</span>
          {tile.href ? (
            <a className={styles.value} href={tile.href}>
              {tile.value.toLocaleString('ja-JP')}
            </a>
          ) : (
            <span className={styles.value}>{tile.value.toLocaleString('ja-JP')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
