import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import type { GatewayConfig } from '../config';
import { EMBEDDED_DYNAMODB_CREDENTIALS, EMBEDDED_S3_CREDENTIALS, type InProcessStore } from '../embedded/stores';

/** Credentials as the signer wants them; a provider so refreshable AWS credentials keep working. */
interface BackendCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}
type CredentialProvider = () => Promise<BackendCredentials>;

/** One backend service (DynamoDB or S3): where it is and how to sign for it. */
export interface BackendTarget {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:40123 or https://dynamodb.us-east-1.amazonaws.com */
  endpoint: URL;
  region: string;
  credentials: CredentialProvider;
  /**
   * The store when it runs in this process (the embedded dynalite): calls are handed to its request
   * handler without a socket, with `headers` added. Unset for every store reached over the network.
   */
  inProcess?: InProcessStore;
}

export interface Backend {
  dynamodb: DynamoDBClient;
  /** The gateway's own table access (auth tables, organizers) goes through the document client. */
  doc: DynamoDBDocumentClient;
  s3: S3Client;
  dynamodbTarget: BackendTarget;
  s3Target: BackendTarget;
  destroy(): void;
}

/**
 * Builds the gateway's own SDK clients and the targets the proxies forward to. For external stores the
 * credentials come from the SDK default provider chain (env, shared config, container/instance roles),
 * which we reach through the client's resolved config instead of importing the provider package.
 */
export function createBackend(
  config: GatewayConfig,
  endpoints: {
    dynamodbEndpoint?: string | undefined;
    s3Endpoint?: string | undefined;
    dynamodbInProcess?: InProcessStore | undefined;
    dynamodbCredentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
    s3Credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  },
): Backend {
  const dynamodbCredentials = config.embeddedDynamoDb ? EMBEDDED_DYNAMODB_CREDENTIALS : endpoints.dynamodbCredentials;
  const dynamodb = new DynamoDBClient({
    region: config.region,
    ...(endpoints.dynamodbEndpoint ? { endpoint: endpoints.dynamodbEndpoint } : {}),
    ...(dynamodbCredentials ? { credentials: dynamodbCredentials } : {}),
  });
  const s3 = new S3Client({
    region: config.region,
    forcePathStyle: true,
    ...(endpoints.s3Endpoint ? { endpoint: endpoints.s3Endpoint } : {}),
    ...(config.embeddedS3 ? { credentials: EMBEDDED_S3_CREDENTIALS } : endpoints.s3Credentials ? { credentials: endpoints.s3Credentials } : {}),
    // s3rver keeps aws-chunked framing as object bytes, so never let the SDK stream-encode bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const doc = DynamoDBDocumentClient.from(dynamodb, {
    marshallOptions: { removeUndefinedValues: true },
  });

  const dynamodbTarget: BackendTarget = {
    endpoint: endpointUrl(endpoints.dynamodbEndpoint ?? `https://dynamodb.${config.region}.amazonaws.com`),
    region: config.region,
    credentials: async () => dynamodb.config.credentials(),
    ...(endpoints.dynamodbInProcess ? { inProcess: endpoints.dynamodbInProcess } : {}),
  };
  const s3Target: BackendTarget = {
    endpoint: endpointUrl(endpoints.s3Endpoint ?? `https://s3.${config.region}.amazonaws.com`),
    region: config.region,
    credentials: async () => s3.config.credentials(),
  };

  return {
    dynamodb,
    doc,
    s3,
    dynamodbTarget,
    s3Target,
    destroy() {
      doc.destroy();
      dynamodb.destroy();
      s3.destroy();
    },
  };
}

/** The forwarders append paths, so keep the endpoint's own path (if any) without a trailing slash. */
function endpointUrl(raw: string): URL {
  const url = new URL(raw);
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}
