import styles from './possession-bar.module.css';

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
      <div className={styles.bar} role="img" aria-label={`Possession: ${homeName} ${home}%, ${awayName} ${away}%`}>
        <span className={styles.home} style={{ width: `${(home / total) * 100}%` }} />
        <span className={styles.away} style={{ width: `${(away / total) * 100}%` }} />
      </div>
    </figure>
  );
}
