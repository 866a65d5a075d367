import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { queries, type PlayerWhereabouts } from 'shared-data';

/** Organizer ids look like `org_<timestamp>_<random>` (spec §3). */
const ORGANIZER_ID = /^org_[A-Za-z0-9_-]+$/;

/**
 * Where the page's link says to look for the player: the team in `?team=` (every public link to a
 * player carries it), else the organizer when `/:orgName/players/:id` names one by its id. A bare
 * `/public/players/:id` names neither, and no table is scanned to find out.
 */
function useWhereabouts(): PlayerWhereabouts {
  const { orgName = '' } = useParams();
  const [search] = useSearchParams();
  const teamId = search.get('team') ?? '';
  return { ...(teamId ? { teamId } : {}), ...(ORGANIZER_ID.test(orgName) ? { organizerId: orgName } : {}) };
}

/** The public player with their team, or null when none is public with this id where the link points. */
export function usePublicPlayerQuery(playerId: string) {
  return useQuery(queries.publicPlayer(playerId, useWhereabouts()));
}
