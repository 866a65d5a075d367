/**
 * The gateway's ETags of one version of a public document, one per content coding it may have sent
 * (gateway/src/live/cacheable-json.ts): what a page revalidates the document it was rendered from with.
 */
export const etagsOf = (version: string): string => ['', '-br', '-gz'].map((coding) => `"${version}${coding}"`).join(', ');
