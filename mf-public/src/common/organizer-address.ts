import { organizerNameMatches } from 'shared-domain';

/**
 * Whether a public item may show at the route it was asked for: at `/public/…` any public item, at
 * `/:orgName/…` only one of the organizer that address names (otherwise the page is a 404).
 * @example shownAtAddress({ orgName: 'riverside%20fa', tournamentId: 't1' }, 'Riverside FA') // true
 * @example shownAtAddress({ orgName: 'admin', tournamentId: 'organizer' }, undefined) // false
 */
export function shownAtAddress(params: Readonly<Record<string, string | undefined>>, organizerName: string | null | undefined): boolean {
  return params.orgName === undefined || organizerNameMatches(params.orgName, organizerName);
}
