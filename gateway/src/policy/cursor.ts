import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { RequestShapeError, isObject, type JsonObject } from './request-shape';

/** The one attribute of a sealed pagination key. Our tables' key attributes are id and tournamentId. */
const CURSOR_ATTRIBUTE = 'gw_cursor';

/**
 * Pagination keys of filtered reads, sealed. A LastEvaluatedKey is the key of the last item DynamoDB
 * evaluated, which may be an item the caller must not see (a private tournament's id and creation
 * time): handing it out would break "reads as absent". So the gateway answers an opaque
 * { gw_cursor: { S: … } } instead (AES-256-GCM, bound to the table and index it came from) and opens it
 * again when it comes back as ExclusiveStartKey. SDK clients pass it back as they got it.
 */
export class CursorSealer {
  private readonly key: Buffer;

  constructor(gatewaySecret: Buffer) {
    this.key = createHmac('sha256', gatewaySecret).update('gateway:pagination-cursor:v1').digest();
  }

  seal(lastEvaluatedKey: JsonObject, scope: string): JsonObject {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(scope, 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify(lastEvaluatedKey), 'utf8'), cipher.final()]);
    return { [CURSOR_ATTRIBUTE]: { S: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') } };
  }

  /**
   * The key inside a sealed cursor; null when `exclusiveStartKey` is not one (a caller may start anywhere
   * it likes: what it gets back is filtered anyway).
   * @throws RequestShapeError for a cursor that was altered or comes from another table or index
   */
  open(exclusiveStartKey: unknown, scope: string): JsonObject | null {
    if (!isObject(exclusiveStartKey) || !(CURSOR_ATTRIBUTE in exclusiveStartKey)) return null;
    const sealed = exclusiveStartKey[CURSOR_ATTRIBUTE];
    const text = isObject(sealed) && typeof sealed.S === 'string' ? sealed.S : '';
    const raw = Buffer.from(text, 'base64url');
    try {
      if (raw.length < 29) throw new Error('too short');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(scope, 'utf8'));
      decipher.setAuthTag(raw.subarray(12, 28));
      const key = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as unknown;
      if (!isObject(key)) throw new Error('not a key');
      return key;
    } catch {
      throw new RequestShapeError('ExclusiveStartKey is not a pagination key this gateway handed out for this table and index.');
    }
  }
}
