/** A run of %-escapes: decoded together, since one character may take several (`%C3%A9` is é). */
const ESCAPE_RUN = /(?:%[0-9a-f]{2})+/gi;

/**
 * A URL (or part of one) as a person reads it: %-escapes decoded, while an escape that does not decode
 * (a malformed sequence, a lone `%`) stays as typed instead of failing the whole text.
 * @example decodedUrlText('/My%20League/t1') // '/My League/t1'
 * @example decodedUrlText('/100%25%20FC/%E0%A4%A') // '/100% FC/%E0%A4%A'
 */
export function decodedUrlText(text: string): string {
  return text.replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
