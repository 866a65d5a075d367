import { useEffect, useMemo, useRef } from 'react';
import { groupFixturesByTour, isScored, type Match } from 'shared-domain';
import { FixturesList } from 'shared-football-ui';
import { Button, Card, EmptyState } from 'shared-ui';
import { roundSpan } from '../hooks/round-pages';
import { useRoundWindow } from '../hooks/use-round-window';
import { FixtureMatchRow } from './fixture-match-row';
import type { MatchRowProps } from './match-row';
import { FixtureRoundsPager } from './fixture-rounds-pager';
import styles from './fixtures-card.module.css';

interface FixturesCardProps {
  matches: readonly Match[];
  teams: readonly { id: string; name: string }[];
  nameOf: (teamId: string) => string;
  /** Reads the tournament and its matches again. */
  onRefresh: () => void;
  /** Asked before a result is saved, where a result can change later games (a cup's group games: useCupResultGuard). */
  prepare?: MatchRowProps['prepare'];
}

/**
 * The Fixtures card (spec §2): league fixtures by round, one editable row per game. Only one page of
 * whole rounds (about a hundred games) renders at a time, so a 64-team double round robin (4,032
 * games) stays quick; a jump-to-round select and Previous / Next reach the others. A tournament that
 * fits on one page shows every round, with no paging controls.
 */
export function FixturesCard({ matches, teams, nameOf, onRefresh, prepare }: FixturesCardProps) {
  const rounds = useMemo(() => groupFixturesByTour(matches), [matches]);
  const paging = useRoundWindow(rounds.map((r) => ({ round: r.round, games: r.matches.length })));
  const paged = paging.pageCount > 1;
  const shown = paged ? rounds.filter((r) => paging.visible.includes(r.round)).flatMap((r) => r.matches) : matches;
  const nextPage = paged && paging.pageIndex < paging.pageCount - 1 ? paging.pageIndex + 1 : null;

  // A jump scrolls the chosen round's heading into view; the button below a page moves focus there.
  const revealed = useRef<HTMLSpanElement>(null);
  const { reveal } = paging;
  useEffect(() => {
    if (reveal?.focus) revealed.current?.focus();
    else if (reveal) revealed.current?.scrollIntoView({ block: 'start' });
  }, [reveal]);
  const roundTitle = (round: number) =>
    round === reveal?.round ? (
      <span ref={revealed} tabIndex={-1} className={styles.revealed}>
        Round {round}
      </span>
    ) : (
      `Round ${round}`
    );

  return (
    <Card title="Fixtures" actions={<Button size="sm" variant="ghost" onClick={onRefresh}>Refresh</Button>}>
      {paged && <FixtureRoundsPager paging={paging} />}
      <FixturesList
        matches={shown}
        order="id"
        roundTitle={roundTitle}
        roundAside={(list) => `${list.filter(isScored).length}/${list.length} played`}
        renderMatch={(match) => <FixtureMatchRow match={match} teams={teams} nameOf={nameOf} prepare={prepare} />}
        empty={<EmptyState title="No fixtures" description="This tournament has no league matches." headingLevel={3} />}
      />
      {nextPage !== null && (
        <div className={styles.more}>
          <Button size="sm" variant="secondary" onClick={() => paging.showPage(nextPage, { focus: true })}>
            Show {roundSpan(paging.pages[nextPage] ?? [])}
          </Button>
        </div>
      )}
    </Card>
  );
}
