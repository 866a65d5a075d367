import { decodedUrlText } from '../common/url-text';
import { parseImageObjectKey, type ImageTarget } from '../media/image-keys';

/**
 * What an image field (team `logo` and `photo`, player `photo`, tournament `logo` and
 * `backgroundImage`, organizer `logo`) may hold, checked where a write reaches the gateway:
 * - nothing: absent, or '' (organizers are created with `logo: ''`);
 * - the URL of an image uploaded for that very field: `/media/<key>`, or the absolute form the upload
 *   stores (`<gateway origin>/media/<key>`, http or https as the gateway is served), where `<key>` is
 *   imageObjectKey's key of this item (spec §7) — another team's or tournament's image, or this team's
 *   photo in its logo field, is refused;
 * - any other `https://` address (no user info, only RFC 3986 characters, at most 2,048 of them).
 * So `javascript:`, `data:`, `http://` (except an uploaded image's URL), protocol-relative `//host`,
 * relative paths, spaces, quotes and markup never reach an `<img src>`.
 *
 * The origin of an absolute /media/ URL is not compared with the gateway's: the rule does not know
 * under which origin browsers reach the gateway. Any URL whose path is `/media/teams/…` or
 * `/media/tournaments/…` is judged as an upload, so it must name this item's image; it is judged with
 * its %-escapes decoded (the gateway decodes media keys) and dot segments are refused everywhere, so
 * `/%6Dedia/…` or `/x/../media/…` cannot pass another item's image off as an https address.
 */

/** Whose image a field holds: the target of its uploads; `player-photo` without a player when only the team is known. */
export type ImageOwner = ImageTarget | { kind: 'player-photo'; teamId: string; playerId: null };

/** How a field's owner is named in a refusal. */
const OWNER_LABEL: Readonly<Record<ImageTarget['kind'], string>> = {
  'team-logo': "this team's logo",
  'team-photo': "this team's photo",
  'player-photo': "this player's photo",
  'tournament-logo': "this tournament's logo",
  'tournament-background': "this tournament's background",
};

/** Texts of the rule (ours; the spec shows none). Each completes "<field>: …". */
const IMAGE_VALUE_MESSAGES = {
  notAnImageAddress: 'must be an uploaded image or an https:// address',
  httpsOnly: 'must be an https:// address (no image is uploaded for it)',
  otherImage: (owner: ImageOwner): string => `must be an image uploaded as ${OWNER_LABEL[owner.kind]} or an https:// address`,
} as const;

/** Longest image address kept: longer ones are no image URL any browser or CDN uses. */
const MAX_IMAGE_URL_LENGTH = 2048;

/** RFC 3986's characters (unreserved, reserved and `%`): no space, control, quote, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`. */
const URI_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;

/**
 * An upload's public URL: optional http(s) origin (a host name or a bracketed IPv6 address), then /media/
 * and a key under one of the image folders (a query or fragment after it does not change which image it is).
 */
const MEDIA_URL = /^(?:https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?)?\/media\/((?:teams|tournaments)\/[^?#]*)(?:[?#].*)?$/;

/** An https address: host name (no user info) with an optional port, then an optional path, query or fragment. */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#].*)?$/;

/** A `.` or `..` path segment, which browsers resolve away before requesting. */
const DOT_SEGMENT = /\/\.{1,2}(?:[/?#]|$)/;

/** The text as a browser requests it: %-escapes decoded, the scheme lower-cased (`HTTPS:` is `https:`). */
function requestedText(value: string): string {
  return decodedUrlText(value).replace(/^[A-Za-z][A-Za-z0-9+.-]*:/, (scheme) => scheme.toLowerCase());
}

function isOwnedBy(target: ImageTarget, owner: ImageOwner): boolean {
  switch (owner.kind) {
    case 'team-logo':
    case 'team-photo':
      return target.kind === owner.kind && target.teamId === owner.teamId;
    case 'player-photo':
      return target.kind === 'player-photo' && target.teamId === owner.teamId && (owner.playerId === null || target.playerId === owner.playerId);
    case 'tournament-logo':
    case 'tournament-background':
      return target.kind === owner.kind && target.tournamentId === owner.tournamentId;
  }
}

/**
 * Why `value` cannot be stored in an image field whose uploads are `owner`'s (null: a field nothing is
 * uploaded for, such as an organizer's logo), or null when it can (see above).
 * @example imageValueProblem('https://gw.example/media/teams/team_1_a/logo-1700000000000.png', { kind: 'team-logo', teamId: 'team_1_a' }) // null
 * @example imageValueProblem('https://cdn.example.com/crest.png', { kind: 'team-logo', teamId: 'team_1_a' }) // null
 * @example imageValueProblem('', null) // null
 * @example imageValueProblem('javascript:alert(1)', { kind: 'team-logo', teamId: 'team_1_a' }) // 'must be an uploaded image or an https:// address'
 * @example imageValueProblem('/media/teams/team_2_b/logo-1.png', { kind: 'team-logo', teamId: 'team_1_a' }) // "must be an image uploaded as this team's logo or an https:// address"
 */
export function imageValueProblem(value: string, owner: ImageOwner | null): string | null {
  if (value === '') return null;
  const unsafe = owner ? IMAGE_VALUE_MESSAGES.notAnImageAddress : IMAGE_VALUE_MESSAGES.httpsOnly;
  if (value.length > MAX_IMAGE_URL_LENGTH || !URI_CHARACTERS.test(value)) return unsafe;
  const text = requestedText(value);
  const media = MEDIA_URL.exec(text);
  if (media) {
    if (!owner) return IMAGE_VALUE_MESSAGES.httpsOnly;
    const target = parseImageObjectKey(media[1] ?? '');
    return target && isOwnedBy(target, owner) ? null : IMAGE_VALUE_MESSAGES.otherImage(owner);
  }
  return HTTPS_URL.test(text) && !DOT_SEGMENT.test(text) ? null : unsafe;
}
