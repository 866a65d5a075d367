import type { ReactNode } from 'react';
import { teamSlotLabel } from 'shared-domain';

/** What the kit shows of a team. A shared-domain `Team` fits, so a `Map<string, Team>` is a lookup. */
export interface TeamInfo {
  name: string;
  logo?: string | null;
  /** One or two hex colours, primary first. */
  colors?: readonly string[];
}

/** Teams by id, as the screens load them. */
export type TeamLookup = ReadonlyMap<string, TeamInfo>;

/** What a link to a team page is given: the remote decides where it goes and how it navigates. */
export interface TeamLinkProps {
  teamId: string;
  className?: string;
  children: ReactNode;
}

/**
 * How the kit links team names. The kit never imports a router: a remote passes `renderTeamLink`
 * (e.g. its router's `<Link>`, so navigation stays inside the single-page app) or `teamHref` for a
 * plain `<a>` (the embeddable widget). Without either, names are plain text.
 */
export interface TeamLinking {
  renderTeamLink?: (link: TeamLinkProps) => ReactNode;
  teamHref?: (teamId: string) => string;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * The text for a team slot: the team's name, else "Seed N" / "Winner of match N" for playoff
 * placeholders, "TBD" for an empty slot and "Unknown team" for an id no loaded team carries.
 * @example teamLabel('a', new Map([['a', { name: 'Arsenal' }]])) // 'Arsenal'
 * @example teamLabel('seed-2', new Map()) // 'Seed 2'
 */
export function teamLabel(teamId: string | undefined, teams: TeamLookup): string {
  const team = teamId === undefined ? undefined : teams.get(teamId);
  return team ? team.name : teamSlotLabel(teamId, NO_NAMES);
}
