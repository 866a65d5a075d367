import styles from './possession-bar.module.css';
import { SplitBar } from './split-bar';

/** Both possessions as numbers and as one bar split between the sides. */
export function PossessionBar({ home, away, homeName, awayName }: { home: number; away: number; homeName: string; awayName: string }) {
  const total = home + away || 100;
  return (
    <figure className={styles.possession}>
      <figcaption className={styles.caption}>
        <span>{home}%</span>
        <span>Possession</span>
        <span>{away}%</span>
      </figcaption>
      <SplitBar homePercent={(home / total) * 100} awayPercent={(away / total) * 100} label={`Possession: ${homeName} ${home}%, ${awayName} ${away}%`} />
    </figure>
  );
}
