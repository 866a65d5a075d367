/**
 * The tournament a public tournament route names: `/public/tournaments/:id` or `/:orgName/:tournamentId`.
 * @example tournamentIdOf({ orgName: 'riverside', tournamentId: 't1' }) // 't1'
 */
export function tournamentIdOf(params: Readonly<Record<string, string | undefined>>): string {
  return params.tournamentId ?? params.id ?? '';
}
