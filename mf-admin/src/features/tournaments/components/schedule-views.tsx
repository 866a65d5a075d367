import { useId, useState, type ReactNode } from 'react';
import styles from './match-day-planner.module.css';

const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Grid' },
] as const;

interface ScheduleViewsProps {
  /** The pitches × time grid. */
  grid: ReactNode;
  /** The list per pitch, the default (it reads on a phone). */
  children: ReactNode;
}

/** "List" or "Grid" (issue 25): the planner's schedule as a list per pitch or as a pitches × time table. */
export function ScheduleViews({ grid, children }: ScheduleViewsProps) {
  const name = useId();
  const [view, setView] = useState<'list' | 'grid'>('list');
  return (
    <>
      <fieldset className={styles.viewChoice}>
        <legend>Schedule view</legend>
        {VIEWS.map((choice) => (
          <label key={choice.value}>
            <input type="radio" name={name} value={choice.value} checked={view === choice.value} onChange={() => setView(choice.value)} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {view === 'grid' ? grid : children}
    </>
  );
}
