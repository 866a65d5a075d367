import { memo } from 'react';
import { MatchRow, type MatchRowProps } from './match-row';

type Teams = MatchRowProps['teams'];

const sameTeams = (a: Teams, b: Teams) => a === b || (a.length === b.length && a.every((t, i) => t.id === b[i]!.id && t.name === b[i]!.name));

/**
 * Whether a row may skip rendering: every prop is the same object, except the team list, compared by
 * ids and names (the page builds a new list on every render), and `nameOf`, a new function on every
 * render that names teams from that same list.
 */
function sameRowProps(prev: MatchRowProps, next: MatchRowProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)] as (keyof MatchRowProps)[]);
  return [...keys].every((key) => key === 'nameOf' || (key === 'teams' ? sameTeams(prev.teams, next.teams) : Object.is(prev[key], next[key])));
}

/**
 * The fixtures list's editable row: a MatchRow that renders again only when its match (or the teams)
 * changed. A saved score gives the tournament a new match list in which only that match is a new
 * object, so the page renders that one row again instead of every row shown.
 */
export const FixtureMatchRow = memo(MatchRow, sameRowProps);
