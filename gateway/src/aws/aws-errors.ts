import type { FastifyReply } from 'fastify';

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
export function sendDynamoDbError(reply: FastifyReply, status: number, type: string, message: string): FastifyReply {
  const body = JSON.stringify({ __type: `com.amazon.coral.service#${type}`, message });
  return reply.code(status).headers({ 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type }).send(body);
}

export function sendDynamoDbRefusal(reply: FastifyReply, err: AwsRefusalError): FastifyReply {
  return sendDynamoDbError(reply, 403, DYNAMODB_TYPES[err.refusal], err.message);
}

/** S3 REST errors are XML; the SDK maps <Code> to the error name and <Message> to its message. */
export function sendS3Error(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`;
  return reply.code(status).header('content-type', 'application/xml').send(body);
}

export function sendS3Refusal(reply: FastifyReply, err: AwsRefusalError): FastifyReply {
  return sendS3Error(reply, 403, S3_CODES[err.refusal], err.message);
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
