import type { Principal } from './principal';
import { isValidImageKey } from './object-keys';

export interface S3Call {
  method: string;
  bucket: string;
  /** Decoded object key; '' for bucket-level requests. */
  key: string;
  /** Decoded query parameter names. */
  queryKeys: string[];
}

export type S3Decision = { allow: true } | { allow: false; message: string };

export interface S3PolicyContext {
  bucket: string;
}

const READ_METHODS = new Set(['GET', 'HEAD']);
const WRITE_METHODS = new Set(['PUT', 'DELETE']);
/** The SDK tags each call with ?x-id=<Operation>; any other parameter selects a sub-resource (acl, tagging,
 * uploads, versions...) that browsers have no business with. */
const ALLOWED_QUERY = new Set(['x-id']);

/**
 * Baseline object-store policy: only our bucket, only single objects under teams/ or tournaments/,
 * anonymous callers read only, signed-in callers may also PUT and DELETE. Image content and size are
 * checked by the proxy (they need the body). Ownership of the team/tournament in the key comes later,
 * as a rule here that reads the key's resource id.
 */
export function authorizeS3(principal: Principal, call: S3Call, ctx: S3PolicyContext): S3Decision {
  if (call.bucket !== ctx.bucket) return deny(`Bucket ${call.bucket} is not available to browser credentials.`);
  const unexpected = call.queryKeys.find((k) => !ALLOWED_QUERY.has(k));
  if (unexpected !== undefined) return deny(`The '${unexpected}' sub-resource is not available.`);
  if (!call.key) return deny('Only single-object requests are available.');
  if (!isValidImageKey(call.key)) return deny('Object keys must look like teams/<id>/<name> or tournaments/<id>/<name>.');
  if (READ_METHODS.has(call.method)) return { allow: true };
  if (!WRITE_METHODS.has(call.method)) return deny(`${call.method} is not available.`);
  if (principal.kind === 'anonymous') return deny('Anonymous credentials are read-only.');
  return { allow: true };
}

function deny(message: string): S3Decision {
  return { allow: false, message: `Access denied: ${message}` };
}
