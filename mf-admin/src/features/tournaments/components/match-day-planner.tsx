import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { queries } from 'shared-data';
import type { Match, Referee, Tournament } from 'shared-domain';
import { generateSchedule, moveMatch, planConflicts, planMinute, postponeToNextFreeSlot, printedSchedule, shiftPitchAfter, tournamentPlan, type PlanConflict, type PlanEdit, type PlanMatch, type PlanSlot, type PrintTarget } from 'shared-domain/match-day';
import { Alert, Button } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useSavePlacements, type PlacementsSaved } from '../hooks/use-save-placements';
import { useScorekeeperLinks } from '../hooks/use-scorekeeper-links';
import { MatchDaySetupForm } from './match-day-setup-form';
import { MoveMatchForm } from './move-match-form';
import styles from './match-day-planner.module.css';
import { PitchSchedule } from './pitch-schedule';
import { PlannerGrid } from './planner-grid';
import { PrintTeamScheduleForm } from './print-team-schedule-form';
import { PrintableSchedule } from './printable-schedule';
import { RefereeLinkForm } from './referee-link-form';
import { ScheduleViews } from './schedule-views';
import { ScorekeeperLinksPanel } from './scorekeeper-links-panel';

interface MatchDayPlannerProps {
  tournament: Tournament;
  matches: readonly Match[];
  nameOf: (teamId: string) => string;
}

/** What the last action said: saved counts, what could not be placed and why, or why nothing changed. */
type Outcome = { tone: 'success' | 'warning' | 'error'; title: string; lines: string[] };

const NO_REFEREES: readonly Referee[] = [];

const startOf = (match: PlanMatch) => (match.slot ? (planMinute(match.slot.day, match.slot.time) ?? 0) : 0);

function savedOutcome(result: PlacementsSaved, what: string, unplaced: string[] = []): Outcome {
  const failed = result.failed.length > 0 ? [`${result.failed.length} could not be saved; generate or try again.`] : [];
  const lines = [...unplaced, ...failed];
  return { tone: lines.length > 0 ? 'warning' : 'success', title: `${what} ${result.saved} ${result.saved === 1 ? 'match' : 'matches'}.`, lines };
}

/**
 * The match-day planner (issue 25): the pitches and times, "Generate schedule", every conflict explained, then
 * the schedule as a list for phones (each pitch's matches in kick-off order with Postpone and a pitch-wide Shift)
 * or as a pitches × time grid to move matches on, then the matches without a slot. Rules come from shared-domain's
 * match-day entry; each change saves the matches it moves.
 */
export function MatchDayPlanner({ tournament, matches, nameOf }: MatchDayPlannerProps) {
  // The organizer's referees (issue 25), kept on its own item.
  const organizer = useQuery(queries.organizer(tournament.organizerId));
  const referees = organizer.data?.referees ?? NO_REFEREES;
  const plan = useMemo(() => tournamentPlan(tournament, matches, nameOf, referees), [tournament, matches, nameOf, referees]);
  const conflicts = useMemo(() => planConflicts(plan), [plan]);
  const { save, saving } = useSavePlacements(tournament.id, matches, referees);
  const [withReferees, setWithReferees] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const links = useScorekeeperLinks(tournament.id);
  // Open at first when there are no pitches yet, and kept as the organizer leaves it (a save does not close it).
  const [setupOpen, setSetupOpen] = useState(plan.pitches.length === 0);
  // What "Print schedule" last asked for; `request` counts the clicks, so the same schedule prints again.
  const [printing, setPrinting] = useState<{ target: PrintTarget; request: number } | null>(null);
  const print = (target: PrintTarget) => setPrinting((last) => ({ target, request: (last?.request ?? 0) + 1 }));
  const printed = useCallback(() => setPrinting(null), []);
  const schedule = printing ? printedSchedule(tournament, matches, nameOf, printing.target) : null;

  const conflictsOf = (matchId: string): PlanConflict[] => conflicts.filter((c) => c.matchIds.includes(matchId));
  const scheduled = plan.matches.filter((m) => m.slot).sort((a, b) => startOf(a) - startOf(b));
  const unscheduled = plan.matches.filter((m) => !m.slot);
  const manyDays = new Set(scheduled.map((m) => m.slot!.day)).size > 1;

  const generate = async () => {
    const result = generateSchedule(plan, { assignReferees: withReferees });
    if (!result.ok) return setOutcome({ tone: 'error', title: 'Nothing was scheduled:', lines: result.errors });
    const assignments = result.referees?.assignments ?? [];
    const withoutReferee = (result.referees?.withoutReferee ?? []).map((w) => w.reason);
    if (result.placements.length === 0 && result.unplaced.length === 0 && assignments.length === 0) {
      return setOutcome({ tone: withoutReferee.length > 0 ? 'warning' : 'success', title: 'Every match already has a pitch and a kick-off.', lines: withoutReferee });
    }
    const label = (id: string) => plan.matches.find((m) => m.id === id)?.label ?? id;
    const saved = await save(result.placements, assignments);
    setOutcome(savedOutcome(saved, withReferees ? 'Saved the slots and referees of' : 'Scheduled', [...result.unplaced.map((u) => `${label(u.matchId)}: ${u.reason}`), ...withoutReferee]));
  };
  // No referee chosen: an id no referee has, which saves the match without one.
  const setReferee = async (match: PlanMatch, referee: Referee | undefined) => {
    const saved = await save([], [{ matchId: match.id, refereeId: referee?.id ?? '' }]);
    if (saved.failed.length > 0) setOutcome({ tone: 'error', title: `The referee of ${match.label ?? match.id} could not be saved. Please try again.`, lines: [] });
  };
  const apply = async (edit: PlanEdit, what: string) => {
    if (!edit.ok) return setOutcome({ tone: 'error', title: 'Nothing was changed:', lines: [edit.error] });
    setOutcome(savedOutcome(await save(edit.placements), what));
  };
  const move = (match: PlanMatch, slot: PlanSlot) => void apply(moveMatch(plan, match.id, slot), 'Moved');

  return (
    <div className={layout.stack}>
      <details className={styles.setup} open={setupOpen} onToggle={(event) => setSetupOpen(event.currentTarget.open)}>
        <summary>Pitches and times</summary>
        <MatchDaySetupForm tournament={tournament} />
      </details>
      {plan.pitches.length > 0 && <GenerateActions saving={saving} withReferees={withReferees} onWithReferees={setWithReferees} onGenerate={() => void generate()} />}
      {plan.pitches.length > 0 && organizer.isSuccess && referees.length === 0 && (
        <p className={styles.muted}>
          No referees yet: add them on <Link to="/referees">Referees</Link> to assign them to matches.
        </p>
      )}
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.title}>
          {outcome.lines.length > 0 && (
            <ul className={styles.messages}>
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {conflicts.length > 0 && (
        <Alert tone="warning" title={conflicts.length === 1 ? '1 conflict' : `${conflicts.length} conflicts`}>
          <ul className={styles.messages}>
            {conflicts.map((conflict) => (
              <li key={`${conflict.kind} ${conflict.message}`}>{conflict.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {plan.pitches.length > 0 && (
        <ScheduleViews grid={<PlannerGrid plan={plan} conflictsOf={conflictsOf} busy={saving} onMove={move} />}>
          {plan.pitches.map((pitch) => (
            <PitchSchedule
              key={pitch.id}
              pitch={pitch}
              pitches={plan.pitches}
              matches={scheduled.filter((m) => m.slot!.pitchId === pitch.id)}
              conflictsOf={conflictsOf}
              manyDays={manyDays}
              busy={saving}
              onPostpone={(match) => void apply(postponeToNextFreeSlot(plan, match.id), 'Postponed')}
              onMove={move}
              onShift={(from, minutes) => void apply(shiftPitchAfter(plan, pitch.id, from, minutes), 'Shifted')}
              onCreateLink={(target) => void links.create(target)}
              onPrint={() => print({ pitchId: pitch.id })}
              referees={referees}
              onReferee={(match, referee) => void setReferee(match, referee)}
            />
          ))}
        </ScheduleViews>
      )}
      {plan.pitches.length > 0 && <PrintTeamScheduleForm teams={tournament.teamIds.map((id) => ({ id, name: nameOf(id) }))} onPrint={(teamId) => print({ teamId })} />}
      {schedule && printing && <PrintableSchedule schedule={schedule} request={printing.request} onPrinted={printed} />}
      {plan.pitches.length > 0 && <RefereeLinkForm referees={referees} days={[...new Set(plan.pitches.flatMap((p) => p.windows.map((w) => w.day)))].sort()} onCreateLink={(target) => void links.create(target)} />}
      {plan.pitches.length > 0 && <ScorekeeperLinksPanel links={links} matches={plan.matches} pitches={plan.pitches} referees={referees} />}
      {unscheduled.length > 0 && plan.pitches.length > 0 && (
        <section className={styles.pitch} aria-label="Without a pitch and kick-off">
          <h3>Without a pitch and kick-off ({unscheduled.length})</h3>
          <ul className={styles.matches}>
            {unscheduled.map((match) => (
              <li key={match.id} className={styles.match}>
                <span className={styles.label}>{match.label}</span>
                <MoveMatchForm match={match} pitches={plan.pitches} busy={saving} onMove={(slot) => move(match, slot)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

interface GenerateActionsProps {
  saving: boolean;
  withReferees: boolean;
  onWithReferees: (checked: boolean) => void;
  onGenerate: () => void;
}

/** "Generate schedule" with its "Assign referees" option. */
function GenerateActions({ saving, withReferees, onWithReferees, onGenerate }: GenerateActionsProps) {
  return (
    <div className={layout.actions}>
      <Button onClick={onGenerate} disabled={saving}>
        Generate schedule
      </Button>
      <label className={styles.assign}>
        <input type="checkbox" checked={withReferees} onChange={(event) => onWithReferees(event.target.checked)} />
        Assign referees
      </label>
      <span className={styles.muted}>Gives every match without a pitch and kick-off the earliest free one; scheduled matches stay.</span>
    </div>
  );
}
