import type { FastifyInstance } from 'fastify';
import { dynamoDbRequestError, handleDynamoDb, MAX_DYNAMODB_REQUEST_BYTES, type DynamoDbProxyDeps } from './dynamodb-proxy';
import { RecentTournaments } from './recent-tournaments';
import { handleS3, S3_BODY_LIMITS, S3_PREFIX, s3RequestError, type S3ProxyDeps } from './s3-proxy';

/** Every method a client may try; the proxies answer the ones they do not serve themselves (OPTIONS is CORS). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * The DynamoDB and S3 proxies in their own scope: whatever its Content-Type, a body reaches them as the
 * exact bytes that arrived (the signature covers their hash), within each service's limit.
 */
export async function registerAwsRoutes(app: FastifyInstance, deps: { dynamodb: DynamoDbProxyDeps; s3: S3ProxyDeps }): Promise<void> {
  // One memory per gateway: every DynamoDB call it forwards passes through it (writes forget it).
  const dynamodb: DynamoDbProxyDeps = { recent: new RecentTournaments(), ...deps.dynamodb };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // The SDK appends '/' to the endpoint path when the operation path is '/'.
    for (const url of ['/aws/dynamodb', '/aws/dynamodb/']) {
      scope.route({
        method: METHODS,
        url,
        bodyLimit: MAX_DYNAMODB_REQUEST_BYTES,
        errorHandler: dynamoDbRequestError,
        handler: (request, reply) => handleDynamoDb(request, reply, dynamodb),
      });
    }
    const s3Route = (methods: string[], bodyLimit: number) =>
      scope.route({
        method: methods,
        url: `${S3_PREFIX}/*`,
        bodyLimit,
        errorHandler: s3RequestError,
        handler: (request, reply) => handleS3(request, reply, deps.s3),
      });
    s3Route(['PUT'], S3_BODY_LIMITS.PUT);
    s3Route(
      METHODS.filter((m) => m !== 'PUT'),
      S3_BODY_LIMITS.other,
    );
  });
}
