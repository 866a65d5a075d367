/** One fuzz request: a signed DynamoDB call, a signed S3 request, or a raw HTTP request to any path. */
import fc from 'fast-check';
import { dynamoCall } from './fuzz-dynamodb-calls';

export const BUCKET = 'football-tournaments-images';

export type FuzzRequest =
  | { kind: 'dynamodb'; who: 'anonymous' | 'B'; operation: string; body: string; tamper: 'none' | 'body' | 'target' | 'date' }
  | { kind: 's3'; who: 'anonymous' | 'B'; method: 'GET' | 'PUT' | 'DELETE' | 'HEAD' | 'POST'; key: string; bytes: Uint8Array }
  | { kind: 'raw'; method: string; path: string; headers: Record<string, string>; body: string };

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        kind: fc.constant('dynamodb' as const),
        who: fc.constantFrom('anonymous' as const, 'B' as const, 'B' as const),
        call: dynamoCall,
        tamper: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'body', 'target', 'date') as fc.Arbitrary<'none' | 'body' | 'target' | 'date'>,
      })
      .map(({ call, ...rest }) => ({ ...rest, ...call })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('s3' as const),
      who: fc.constantFrom('anonymous' as const, 'B' as const),
      method: fc.constantFrom('GET', 'PUT', 'DELETE', 'HEAD', 'POST') as fc.Arbitrary<'GET' | 'PUT' | 'DELETE' | 'HEAD' | 'POST'>,
      key: fc.oneof(
        fc.constantFrom('teams/team_a/logo-1.png', 'teams/team_b/logo-2.png', 'teams/team_b/players/team_b_priv/photo-3.webp', 'tournaments/tn_a_priv/background-4.jpg', 'teams/../x', ''),
        fc.stringMatching(/^[a-z0-9/._-]{0,40}$/),
      ),
      bytes: fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]))),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      path: fc.oneof(
        fc.constantFrom('/aws/dynamodb', '/aws/dynamodb/', `/aws/s3/${BUCKET}/teams/a/logo-1.png`, '/aws/s3/', '/auth/session', '/auth/logout', '/auth/anonymous', '/auth/nope', '/admin/organizers', '/admin/organizers/reset-password', '/admin/organizers/x%zz', '/media/teams/%2e%2e/x', '/media/%zz', '/config.json', '/'),
        fc.stringMatching(/^\/[A-Za-z0-9/%._~-]{0,40}$/),
      ),
      headers: fc.dictionary(
        fc.constantFrom('authorization', 'x-amz-target', 'x-amz-date', 'x-amz-content-sha256', 'content-type', 'content-length-x', 'x-custom'),
        fc.stringMatching(/^[ -~]{0,60}$/),
      ),
      body: fc.oneof(fc.json(), fc.string()),
    }),
  },
);
