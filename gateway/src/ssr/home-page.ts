import type { DirectoryReads } from '../directory/directory';
import { decodeCursor, searchPage } from '../directory/home-search';
import { documentVersion } from './document-version';
import type { ReadDocument } from './read-document';

/**
 * The home page's document: for an address with a search (`/?q=…`, `text` as mf-public's server entry
 * took it from the query), the first page of that search as GET /api/public/search answers it, read
 * through the same in-memory snapshot; without one, nothing (the page is its search form).
 * @throws PublicReadError when the backend cannot answer
 */
export async function readHomePage(directory: Pick<DirectoryReads, 'searchSnapshot'>, text: string): Promise<ReadDocument> {
  if (text.trim() === '') return { page: { kind: 'home', id: '', document: null }, version: 'home' };
  const first = searchPage(await directory.searchSnapshot(), text, decodeCursor(null)!);
  return { page: { kind: 'home', id: text, document: first }, version: documentVersion(first) };
}
