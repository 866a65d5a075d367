import styles from './public-toggle.module.css';

/**
 * The Public toggle (spec §2: Visible/Hidden). A switch: its name says what it controls, its state is
 * read as on/off, and the visible text says what on and off mean.
 */
export function PublicToggle({
  isPublic,
  onToggle,
  label = 'Public',
  busy = false,
}: {
  isPublic: boolean;
  onToggle: () => void;
  label?: string;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isPublic}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      className={styles.switch}
      onClick={onToggle}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.text} aria-hidden="true">
        {isPublic ? 'Visible' : 'Hidden'}
      </span>
    </button>
  );
}
