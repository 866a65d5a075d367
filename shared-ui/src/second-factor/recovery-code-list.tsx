import styles from './second-factor.module.css';

/** Recovery codes just issued, as a list a screen reader names (each code is read as one item). */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <ul className={styles.codes} aria-label="Recovery codes">
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ul>
  );
}
