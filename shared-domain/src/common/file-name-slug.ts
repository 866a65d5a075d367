/**
 * A name as the start of a download's file name: lower case, accents dropped, every other run of
 * characters a hyphen; `fallback` when nothing of the name is left ('⚽').
 * @example fileNameSlug('Premier League 2022/23', 'tournament') // 'premier-league-2022-23'
 * @example fileNameSlug('Liga Atlético', 'tournament') // 'liga-atletico'
 * @example fileNameSlug('⚽', 'organizer') // 'organizer'
 */
export function fileNameSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
