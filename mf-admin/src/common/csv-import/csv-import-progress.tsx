import type { ImportProgress } from './csv-import-outcome';
import { progressText, type CountUnit } from './csv-texts';
import styles from './csv-import-progress.module.css';

/** A determinate progress bar with its count in words ("120 of 380 results"). */
export function CsvImportProgress({ progress, unit }: { progress: ImportProgress; unit: CountUnit }) {
  return (
    <div className={styles.progress}>
      <progress aria-label="Import progress" max={Math.max(progress.total, 1)} value={progress.done} />
      <p>{progressText(progress.done, progress.total, unit)}</p>
    </div>
  );
}
