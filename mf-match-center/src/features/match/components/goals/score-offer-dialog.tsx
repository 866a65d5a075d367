import { useCallback, useRef, useState, type ReactNode } from 'react';
import { storedScoreText, type GoalsScore, type Match } from 'shared-domain';
import { AlertDialog, Button } from 'shared-ui';
import type { MatchSides } from '../match-sides';

/** The organizer's answer: update the score with the goal, keep the score, or nothing at all (Cancel). */
export type ScoreOfferAnswer = 'update' | 'keep' | null;

interface Offer {
  score: GoalsScore;
  /** "With this goal" (added) or "Without this goal" (deleted). */
  change: 'add' | 'delete';
}

/**
 * Asks, when a goal added or deleted in Goals & Events leaves the goals and the score disagreeing
 * (issue 22), whether to update the score with it: "Update score to 3–2" saves the goals and the score
 * together, "Keep score 2–2" saves the goal edit only (spec §4), Cancel (and Escape) saves nothing.
 * "Keep score" has the focus: Enter never changes a result by accident.
 */
export function useScoreOffer(match: Match, sides: MatchSides): { dialog: ReactNode; ask: (offer: Offer) => Promise<ScoreOfferAnswer> } {
  const [open, setOpen] = useState<Offer | null>(null);
  const answer = useRef<((choice: ScoreOfferAnswer) => void) | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const settle = (choice: ScoreOfferAnswer) => {
    answer.current?.(choice);
    answer.current = null;
    setOpen(null);
  };
  const ask = useCallback(
    (offer: Offer) =>
      new Promise<ScoreOfferAnswer>((resolve) => {
        answer.current?.(null);
        answer.current = resolve;
        setOpen(offer);
      }),
    [],
  );
  if (!open) return { dialog: null, ask };
  const goalsScore = `${open.score.homeGoals}–${open.score.awayGoals}`;
  const stored = storedScoreText(match);
  const dialog = (
    <AlertDialog
      title="Update the score too?"
      initialFocus={keepRef}
      onDismiss={() => settle(null)}
      actions={
        <>
          <Button onClick={() => settle('update')}>Update score to {goalsScore}</Button>
          <Button ref={keepRef} variant="secondary" onClick={() => settle('keep')}>
            Keep score {stored === 'not entered' ? 'empty' : stored}
          </Button>
          <Button variant="ghost" onClick={() => settle(null)}>
            Cancel
          </Button>
        </>
      }
    >
      <p>
        {open.change === 'add' ? 'With this goal' : 'Without this goal'} the goals make {sides.name('home')} {goalsScore} {sides.name('away')}; the score is{' '}
        {stored}.
      </p>
    </AlertDialog>
  );
  return { dialog, ask };
}
