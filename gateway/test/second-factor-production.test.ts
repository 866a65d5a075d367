/** The super admin in production (NODE_ENV=production) must have a second factor (issue 12). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PBKDF2_PARAMS, SECOND_FACTOR_MESSAGES, type SecondFactorSignedIn, type SecondFactorStatus } from 'shared-domain';
import { SUPER_PASSWORD, postJson, startTestGateway, type LoginAnswer, type TestGateway } from './helpers';
import { LoginClient } from './login-client';
import { codeAt, type Step } from './totp-codes';

let prod: TestGateway;
beforeAll(async () => {
  prod = await startTestGateway({ nodeEnv: 'production', gatewaySecret: 'second-factor-production-test-secret' });
}, 60_000);
afterAll(async () => {
  await prod?.dispose();
});

const secondStep = (client: LoginClient, challenge: string, code: string) => client.post<SecondFactorSignedIn>('/auth/login/second-factor', { challenge, code });

describe('the super admin in production', () => {
  it('must enrol at its first login, gets recovery codes then, and cannot turn it off', async () => {
    const client = new LoginClient(prod.url, '127.0.99.1');
    const step = await client.post<Step>('/auth/login', { identifier: 'superadmin', password: SUPER_PASSWORD });
    expect(step.status).toBe(200);
    expect(step.json).toMatchObject({ secondFactor: 'enrol', challenge: expect.any(String), enrolment: { secret: expect.any(String) } });
    expect('token' in step.json).toBe(false);
    const secret = step.json.enrolment!.secret;

    const signedIn = await secondStep(client, step.json.challenge, await codeAt(secret));
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.role).toBe('super_admin');
    expect(signedIn.json.recoveryCodes).toHaveLength(10);
    const token = signedIn.json.token;
    expect((await client.post<SecondFactorStatus>('/auth/second-factor/status', undefined, token)).json).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    expect(await client.post('/auth/second-factor/disable', { code: await codeAt(secret, 1) }, token)).toMatchObject({
      status: 403,
      json: { message: SECOND_FACTOR_MESSAGES.requiredForSuperAdmin },
    });

    const next = await client.post<Step>('/auth/login', { identifier: 'superadmin', password: SUPER_PASSWORD });
    expect(next.json.secondFactor).toBe('code');
    const again = await secondStep(client, next.json.challenge, signedIn.json.recoveryCodes![0]!);
    expect(again.status).toBe(200);
    expect((await postJson<LoginAnswer>(`${prod.url}/auth/session`, undefined, again.json.token)).status).toBe(200);
  }, 20_000);
});

describe('passwords in production', () => {
  it("are hashed with the spec's 100,000 PBKDF2 iterations (test gateways use fewer), recorded with the hash", async () => {
    await postJson(`${prod.url}/auth/login`, { identifier: 'superadmin', password: 'wrong-password' });
    const { Item } = await prod.gw.internals.doc.send(new GetCommand({ TableName: 'football-tournaments-auth-users', Key: { id: 'user_superadmin' } }));
    expect(PBKDF2_PARAMS.iterations).toBe(100_000);
    expect(Item).toMatchObject({ passwordIterations: 100_000, passwordHash: expect.stringMatching(/^[0-9a-f]{128}$/) });
  });
});
