import { parseImageObjectKey, type ImageTarget } from 'shared-domain';
import { isValidImageKey } from './object-keys';
import { OBJECT_POLICY, type ObjectAction, type ObjectArea } from './policy-table';
import { callerOf, ownerIdOf, type Principal } from './principal';

export interface S3Call {
  method: string;
  bucket: string;
  /** Decoded object key; '' for bucket-level requests. */
  key: string;
  /** Decoded query parameter names. */
  queryKeys: string[];
}

export type S3Decision =
  | { allow: true; /** set when the resource in the key must be looked up and belong to `organizerId` */ ownership?: { target: ImageTarget; organizerId: string } }
  | { allow: false; message: string };

export interface S3PolicyContext {
  bucket: string;
}

const ACTION_BY_METHOD: Record<string, ObjectAction> = { GET: 'read', HEAD: 'read', PUT: 'write', DELETE: 'delete' };
/** The SDK tags each call with ?x-id=<Operation>; any other parameter selects a sub-resource (acl, tagging,
 * uploads, versions...) that browsers have no business with. */
const ALLOWED_QUERY = new Set(['x-id']);
const KEY_SHAPES =
  'teams/{teamId}/logo-{timestamp}.{ext}, teams/{teamId}/photo-…, teams/{teamId}/players/{playerId}/photo-…, tournaments/{tournamentId}/logo-… or tournaments/{tournamentId}/background-…';

/**
 * The object-store policy of policy-table.ts (OBJECT_POLICY): only our bucket, only single objects under
 * teams/ or tournaments/. Reads are open (the images are public anyway). Writes and deletes need a key of
 * the spec's shapes (§7); for organizers the decision names the team/tournament (and player) the proxy must
 * find owned by them. Image content and size are checked by the proxy (they need the body).
 */
export function authorizeS3(principal: Principal, call: S3Call, ctx: S3PolicyContext): S3Decision {
  if (call.bucket !== ctx.bucket) return deny(`Bucket ${call.bucket} is not available to browser credentials.`);
  const unexpected = call.queryKeys.find((k) => !ALLOWED_QUERY.has(k));
  if (unexpected !== undefined) return deny(`The '${unexpected}' sub-resource is not available.`);
  if (!call.key) return deny('Only single-object requests are available.');
  if (!isValidImageKey(call.key)) return deny('Object keys must look like teams/<id>/<name> or tournaments/<id>/<name>.');
  const action = Object.hasOwn(ACTION_BY_METHOD, call.method) ? ACTION_BY_METHOD[call.method] : undefined;
  if (!action) return deny(`${call.method} is not available.`);

  const area = call.key.slice(0, call.key.indexOf('/')) as ObjectArea;
  const rule = OBJECT_POLICY[area][action][callerOf(principal)];
  if (rule.kind === 'deny') return deny(`${capitalize(rule.why)}.`);
  if (action === 'read') return { allow: true };

  const target = parseImageObjectKey(call.key);
  if (!target) return deny(`Image keys must be ${KEY_SHAPES}.`);
  if (rule.kind === 'everything') return { allow: true };
  const organizerId = ownerIdOf(principal);
  if (organizerId === null) return deny('This account has no organizer.');
  return { allow: true, ownership: { target, organizerId } };
}

function deny(message: string): S3Decision {
  return { allow: false, message: `Access denied: ${message}` };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
