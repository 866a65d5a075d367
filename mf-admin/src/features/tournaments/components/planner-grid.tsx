import { useEffect, useState, type DragEvent } from 'react';
import { planMatchName, plannerGrid, type MatchDayPlan, type PlanConflict, type PlannerGridCell, type PlannerGridRow, type PlanMatch, type PlanSlot } from 'shared-domain/match-day';
import { Button, DataTable, SelectField, type DataTableColumn } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import styles from './match-day-planner.module.css';

interface PlannerGridProps {
  plan: MatchDayPlan;
  conflictsOf: (matchId: string) => readonly PlanConflict[];
  busy: boolean;
  /** The planner's Move: the match gets the slot (its conflicts are then shown). */
  onMove: (match: PlanMatch, slot: PlanSlot) => void;
}

/** The days the plan has: its pitches' windows' and its scheduled matches', in order. */
const planDays = (plan: MatchDayPlan) => [...new Set([...plan.pitches.flatMap((p) => p.windows.map((w) => w.day)), ...plan.matches.flatMap((m) => (m.slot ? [m.slot.day] : []))])].sort();

/**
 * The planner's pitches × time grid of one day (issue 25), a table: a column per pitch, a row per kick-off, each
 * match with its conflicts. Moving is by keyboard or touch: "Move <match>" picks it, "Move here" on a free
 * kick-off gives it that slot, Escape or "Cancel move" lets it go; dragging a match onto a free kick-off does the
 * same with a mouse. The table scrolls sideways in its own region.
 */
export function PlannerGrid({ plan, conflictsOf, busy, onMove }: PlannerGridProps) {
  const days = planDays(plan);
  const [chosenDay, setChosenDay] = useState(days[0] ?? '');
  const day = days.includes(chosenDay) ? chosenDay : (days[0] ?? '');
  const [pickedId, setPickedId] = useState<string | null>(null);
  const picked = plan.matches.find((m) => m.id === pickedId) ?? null;
  useEffect(() => {
    if (pickedId === null) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPickedId(null);
    };
    document.addEventListener('keydown', cancel);
    return () => document.removeEventListener('keydown', cancel);
  }, [pickedId]);

  const moveHere = (match: PlanMatch, pitchId: string, time: string) => {
    onMove(match, { pitchId, day, time });
    setPickedId(null);
  };
  // A drag carries the match's id; changing the page as it starts would make Chromium cancel it.
  const startDrag = (event: DragEvent, matchId: string) => {
    event.dataTransfer.setData('text/plain', matchId);
    event.dataTransfer.effectAllowed = 'move';
  };
  const drop = (event: DragEvent, pitchId: string, time: string) => {
    event.preventDefault();
    const dragged = plan.matches.find((m) => m.id === event.dataTransfer.getData('text/plain'));
    if (dragged && !busy) moveHere(dragged, pitchId, time);
  };
  const cellOf = (cell: PlannerGridCell, row: PlannerGridRow, pitchName: string) => {
    if (cell.kind === 'free') {
      // The whole cell takes a dragged match (it names itself in the drag's data); the button is the way by keyboard or touch.
      return (
        <div className={styles.dropTarget} onDragOver={(event) => event.preventDefault()} onDrop={(event) => drop(event, cell.pitchId, row.time)}>
          {picked ? (
            <Button variant="secondary" size="sm" disabled={busy} aria-label={`Move here: ${pitchName} at ${row.time}`} onClick={() => moveHere(picked, cell.pitchId, row.time)}>
              Move here
            </Button>
          ) : (
            <span className={styles.muted}>Free</span>
          )}
        </div>
      );
    }
    if (cell.kind === 'outside') return null;
    return cell.matches.map((m) => (
      <div key={m.id} className={styles.gridMatch} data-conflict={m.conflicted || undefined} draggable={!busy} onDragStart={(event) => startDrag(event, m.id)}>
        <span className={styles.label}>{m.label}</span>
        <Button variant="secondary" size="sm" disabled={busy} aria-label={`Move ${m.label}`} aria-pressed={m.id === pickedId} onClick={() => setPickedId(m.id === pickedId ? null : m.id)}>
          Move
        </Button>
        {m.conflicted && (
          <ul className={styles.conflicts}>
            {conflictsOf(m.id).map((conflict) => (
              <li key={conflict.message}>⚠ {conflict.message}</li>
            ))}
          </ul>
        )}
      </div>
    ));
  };
  const columns: DataTableColumn<PlannerGridRow>[] = [
    { key: 'time', header: 'Kick-off', rowHeader: true, cell: (row) => row.time },
    ...plan.pitches.map((pitch, index): DataTableColumn<PlannerGridRow> => ({ key: pitch.id, header: pitch.name, cell: (row) => cellOf(row.cells[index]!, row, pitch.name) })),
  ];

  return (
    <section className={layout.stackSm} aria-label="Schedule grid">
      {days.length > 1 && <SelectField label="Day" value={day} options={days.map((d) => ({ value: d, label: d }))} onChange={(event) => setChosenDay(event.target.value)} />}
      <div className={layout.actions}>
        <span role="status">{picked ? `Moving ${planMatchName(picked)}: choose a free kick-off, or press Escape.` : 'Choose Move on a match, then a free kick-off.'}</span>
        {picked && (
          <Button variant="secondary" size="sm" onClick={() => setPickedId(null)}>
            Cancel move
          </Button>
        )}
      </div>
      <DataTable className={styles.grid} caption={`Schedule of ${day}`} columns={columns} rows={plannerGrid(plan, day)} rowKey={(row) => row.time} emptyText="No pitch has a kick-off on this day." dense />
    </section>
  );
}
