import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

type SourceData = string | ArrayBuffer | ArrayBufferView;

function bytesOf(data: SourceData): Buffer | Uint8Array {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/**
 * SHA-256 and HMAC-SHA256 for @smithy/signature-v4 on Node's native crypto. The signer's usual
 * @aws-crypto/sha256-js is pure JavaScript: every request the gateway verifies and re-signs hashes its
 * body and canonical request and derives keys with it, which made hashing a visible share of the
 * gateway's time per call.
 */
export class NodeSha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }

  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }

  reset(): void {
    this.hash = this.fresh();
  }

  /** Like the signer's own hash, an empty string secret means a plain hash (an empty byte array still keys an HMAC). */
  private fresh(): Hash | Hmac {
    return this.secret ? createHmac('sha256', bytesOf(this.secret)) : createHash('sha256');
  }
}
