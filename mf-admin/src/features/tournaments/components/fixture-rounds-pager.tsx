import { Button, SelectField } from 'shared-ui';
import { roundSpan } from '../hooks/round-pages';
import type { RoundWindow } from '../hooks/use-round-window';
import styles from './fixture-rounds-pager.module.css';

/**
 * Above a paged fixtures list, a navigation landmark "Fixture rounds" (pagination is navigation): a
 * labelled "Jump to round" select, Previous / Next rounds, and which rounds are shown (a live status,
 * so paging is announced).
 */
export function FixtureRoundsPager({ paging }: { paging: RoundWindow }) {
  const { rounds, visible, pageIndex, pageCount, selectedRound } = paging;
  return (
    <nav className={styles.pager} aria-label="Fixture rounds">
      <SelectField
        label="Jump to round"
        fieldClassName={styles.jump}
        value={String(selectedRound)}
        options={rounds.map((round) => ({ value: String(round), label: `Round ${round}` }))}
        onChange={(e) => paging.jumpTo(Number(e.target.value))}
      />
      <div className={styles.steps}>
        <Button size="sm" variant="secondary" disabled={pageIndex === 0} onClick={() => paging.showPage(pageIndex - 1)}>
          Previous rounds
        </Button>
        <p role="status" className={styles.status}>
          Showing {roundSpan(visible)} of {rounds[rounds.length - 1]}
        </p>
        <Button size="sm" variant="secondary" disabled={pageIndex >= pageCount - 1} onClick={() => paging.showPage(pageIndex + 1)}>
          Next rounds
        </Button>
      </div>
    </nav>
  );
}
