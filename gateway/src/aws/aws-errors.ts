import type { ServerResponse } from 'node:http';

/** Why a signed request was refused; each maps to the error code the AWS service itself would use. */
export type AwsRefusal =
  | 'MissingAuthentication'
  | 'IncompleteSignature'
  | 'InvalidSignature'
  | 'SignatureExpired'
  | 'UnrecognizedClient'
  | 'ExpiredToken'
  | 'AccessDenied';

export class AwsRefusalError extends Error {
  constructor(
    readonly refusal: AwsRefusal,
    message: string,
  ) {
    super(message);
  }
}

const DYNAMODB_TYPES: Record<AwsRefusal, string> = {
  MissingAuthentication: 'MissingAuthenticationTokenException',
  IncompleteSignature: 'IncompleteSignatureException',
  // Same code as AWS for both: the SDK reads it as clock skew, corrects its offset from our Date header
  // and retries once with a fresh signature, which is exactly right for a browser with a wrong clock.
  InvalidSignature: 'InvalidSignatureException',
  SignatureExpired: 'InvalidSignatureException',
  UnrecognizedClient: 'UnrecognizedClientException',
  ExpiredToken: 'ExpiredTokenException',
  AccessDenied: 'AccessDeniedException',
};

const S3_CODES: Record<AwsRefusal, string> = {
  MissingAuthentication: 'AccessDenied',
  IncompleteSignature: 'AuthorizationHeaderMalformed',
  InvalidSignature: 'SignatureDoesNotMatch',
  SignatureExpired: 'RequestTimeTooSkewed',
  UnrecognizedClient: 'InvalidAccessKeyId',
  ExpiredToken: 'ExpiredToken',
  AccessDenied: 'AccessDenied',
};

/**
 * DynamoDB JSON-protocol error. The SDK takes the code from x-amzn-ErrorType (then __type) and the text
 * from `message`. Always 403: a refusal is final, not something to retry.
 */
export function sendDynamoDbError(res: ServerResponse, status: number, type: string, message: string): void {
  const body = JSON.stringify({ __type: `com.amazon.coral.service#${type}`, message });
  res.writeHead(status, {
    'Content-Type': 'application/x-amz-json-1.0',
    'Content-Length': Buffer.byteLength(body),
    'x-amzn-ErrorType': type,
  });
  res.end(body);
}

export function sendDynamoDbRefusal(res: ServerResponse, err: AwsRefusalError): void {
  sendDynamoDbError(res, 403, DYNAMODB_TYPES[err.refusal], err.message);
}

/** S3 REST errors are XML; the SDK maps <Code> to the error name and <Message> to its message. */
export function sendS3Error(res: ServerResponse, status: number, code: string, message: string): void {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

export function sendS3Refusal(res: ServerResponse, err: AwsRefusalError): void {
  sendS3Error(res, 403, S3_CODES[err.refusal], err.message);
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
