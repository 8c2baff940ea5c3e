import { useId } from 'react';
import styles from './StatTiles.module.css';

interface Tile {
  label: string;
  value: number;
  /** Where the number leads (e.g. the inbox filtered to it). */
  href?: string | undefined;
  /** Drawn in the warning colour when above zero. */
  alert?: boolean;
  /** The count stopped at a limit: this suffix (以上) follows it. */
  atLeast?: string | undefined;
  /** Names the tile in tests (`data-tile`). */
  name?: string;
}

interface Props {
  tiles: Tile[];
}

/** A row of headline numbers; a linked number is named by its label too (本日期限 3). */
export function StatTiles({ tiles }: Props) {
  const id = useId();
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile, i) => {
        const value = `${tile.value.toLocaleString('ja-JP')}${tile.atLeast ?? ''}`;
        return (
          <li
            key={tile.label}
            className={styles.tile}
            data-alert={tile.alert && tile.value > 0 ? '' : undefined}
            data-tile={tile.name}
          >
            <span className={styles.label} id={`${id}-${i}`}>
              {tile.label}
            </span>
            {tile.href ? (
              <a
                className={styles.value}
                href={tile.href}
                id={`${id}-${i}-v`}
                aria-labelledby={`${id}-${i} ${id}-${i}-v`}
              >
                {value}
              </a>
            ) : (
              <span className={styles.value}>{value}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
