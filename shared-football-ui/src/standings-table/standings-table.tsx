import type { ReactNode } from 'react';
import { isInPlayoffZone, standingMedal, type StandingRow } from 'shared-domain';
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
   * How many top rows qualify for the playoffs: highlighted and marked "Qualified" (admin, spec §2),
   * once any result exists; before that the order is only the team list and a zone would mislead.
   */
  qualifiers?: number;
  /** Gold, silver and bronze on the top three rows (public, spec §9). */
  medals?: boolean;
  /** Team badges before the names. */
  badges?: boolean;
  emptyText?: ReactNode;
  className?: string;
}

/**
 * The league table. Rows carry `data-medal` (gold | silver | bronze) and `data-qualified` so styles and
 * tests select states by attribute, never by hashed class names.
 */
export function StandingsTable({
  rows,
  teams,
  caption = 'Standings',
  showCaption = false,
  qualifiers = 0,
  medals = false,
  badges = false,
  emptyText = 'No teams yet.',
  className,
  renderTeamLink,
  teamHref,
}: StandingsTableProps) {
  const zone = rows.some((row) => row.played > 0) ? qualifiers : 0;
  return (
    <DataTable<StandingRow>
      caption={caption}
      hideCaption={!showCaption}
      dense
      className={cx(styles.standings, className)}
      columns={standingsColumns({ teams, linking: { renderTeamLink, teamHref }, zone, medals, badges })}
      rows={rows}
      rowKey={(row) => row.teamId}
      rowData={(_row, index) => ({
        'data-medal': (medals && standingMedal(index)) || undefined,
        'data-qualified': isInPlayoffZone(index, zone) ? 'true' : undefined,
      })}
      emptyText={emptyText}
    />
  );
}
