import type { ReactNode } from 'react';
import { standingMedal, type StandingRow } from 'shared-domain';
import { DataTable, cx } from 'shared-ui';
import type { TeamLinking, TeamLookup } from '../teams/team-info';
import { standingsColumns } from './standings-columns';
import styles from './standings-table.module.css';

export interface StandingsTableProps extends TeamLinking {
  /** The table in order, as shared-domain's `computeStandings` returns it. */
  rows: readonly StandingRow[];
  teams: TeamLookup;
  /** The table's accessible name (also its scroll region's). */
  caption?: string;
  /** Show the caption, which is for assistive technology only by default (a card titles the table). */
  showCaption?: boolean;
  /**
   * Teams highlighted and marked "Qualified" (admin, spec §2), as shared-domain's `qualifiedTeamIds`
   * decides them (the top of the table once a result exists; the knockout's teams once it started).
   */
  qualified?: readonly string[];
  /** Gold, silver and bronze on the top three rows that have played (public, spec §9; shared-domain's `standingMedal`). */
  medals?: boolean;
  /** Team badges before the names. */
  badges?: boolean;
  emptyText?: ReactNode;
  className?: string;
}

const NONE: readonly string[] = [];

/**
 * The league table. Rows carry `data-medal` (gold | silver | bronze) and `data-qualified` so styles and
 * tests select states by attribute, never by hashed class names.
 */
export function StandingsTable({
  rows,
  teams,
  caption = 'Standings',
  showCaption = false,
  qualified = NONE,
  medals = false,
  badges = false,
  emptyText = 'No teams yet.',
  className,
  renderTeamLink,
  teamHref,
}: StandingsTableProps) {
  const marked = new Set(qualified);
  return (
    <DataTable<StandingRow>
      caption={caption}
      hideCaption={!showCaption}
      dense
      className={cx(styles.standings, className)}
      columns={standingsColumns({ teams, linking: { renderTeamLink, teamHref }, qualified: marked, medals, badges })}
      rows={rows}
      rowKey={(row) => row.teamId}
      rowData={(row, index) => ({
        'data-medal': (medals && standingMedal(index, row)) || undefined,
        'data-qualified': marked.has(row.teamId) ? 'true' : undefined,
      })}
      emptyText={emptyText}
    />
  );
}
