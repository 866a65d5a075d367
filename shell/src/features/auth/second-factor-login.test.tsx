import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData, setCurrentOrganizerId, useSession } from 'shared-data';
import { TestDataProvider, restoringSessionForTest, signOutForTest } from 'shared-data/testing';
import { SECOND_FACTOR_MESSAGES, type PublicUser, type SecondFactorStep } from 'shared-domain';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH } from '../routing/route-table';
import { LoginPage } from './login-page';

const organizer: PublicUser = { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' };
const superAdmin: PublicUser = { id: 'u0', role: 'super_admin', username: 'superadmin' };
const credentials = { accessKeyId: 'k', secretAccessKey: 's', expiration: new Date(Date.now() + 3_600_000).toISOString() };
const enrolment = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/KickOff%20Hub:superadmin', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/**
 * The gateway: /auth/login answers `loginAnswer` for the right password; /auth/login/second-factor
 * accepts `rightCode` (with `codes` when the step was an enrolment) and answers `wrongCode` otherwise.
 */
let loginAnswer: SecondFactorStep;
let signedInUser: PublicUser;
let wrongCode: string;
let codes: string[] | undefined;
const rightCode = '123456';
const sent: { path: string; body: Record<string, string> }[] = [];

beforeEach(() => {
  configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'b', tablePrefix: 'p-' });
  sent.length = 0;
  wrongCode = SECOND_FACTOR_MESSAGES.invalidCode;
  codes = undefined;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    sent.push({ path, body });
    if (path === '/auth/login') {
      return body.password === 'right-password' ? Response.json(loginAnswer) : Response.json({ message: 'no' }, { status: 401 });
    }
    return body.code === rightCode
      ? Response.json({ token: 'tok', user: signedInUser, credentials, ...(codes ? { recoveryCodes: codes } : {}) })
      : Response.json({ message: wrongCode }, { status: 401 });
  });
  signOutForTest();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  restoringSessionForTest();
  setCurrentOrganizerId(null);
});

function SessionProbe() {
  const session = useSession();
  return <p>admin page, {session.status}</p>;
}

function renderLogin(path = LOGIN_PATH) {
  render(
    <TestDataProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={LOGIN_PATH} element={<LoginPage variant="organizer" />} />
          <Route path={SUPER_ADMIN_LOGIN_PATH} element={<LoginPage variant="superAdmin" />} />
          <Route path="/admin" element={<SessionProbe />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
  return userEvent.setup();
}

async function password(user: ReturnType<typeof userEvent.setup>, identifierLabel = 'Email or Username') {
  await user.type(screen.getByLabelText(identifierLabel), 'a@example.test');
  await user.type(screen.getByLabelText('Password'), 'right-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByRole('form', { name: 'Two-step verification' });
}

describe('the login second step (TOTP on)', () => {
  beforeEach(() => {
    loginAnswer = { secondFactor: 'code', challenge: 'ch-1' };
    signedInUser = organizer;
  });

  it('asks for the code after a right password, signed out until the code is right', async () => {
    const user = renderLogin();
    const form = await password(user);
    const field = within(form).getByLabelText('Authentication code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('text');
    expect(document.activeElement).toBe(field);
    expect(within(form).getByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();

    await user.type(field, '654321');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(SECOND_FACTOR_MESSAGES.invalidCode);
    expect(localStorage.getItem('auth_token')).toBeNull();

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('admin page, signed-in')).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(sent.map((s) => s.path)).toEqual(['/auth/login', '/auth/login/second-factor', '/auth/login/second-factor']);
    expect(sent[2]?.body).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('refuses a code that cannot be one without asking the gateway', async () => {
    const user = renderLogin();
    const form = await password(user);
    await user.type(within(form).getByLabelText('Authentication code'), '12');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(SECOND_FACTOR_MESSAGES.invalidCode);
    expect(sent.map((s) => s.path)).toEqual(['/auth/login']);
  });

  it('Back to sign in returns to the password form with the identifier kept', async () => {
    const user = renderLogin();
    const form = await password(user);
    await user.click(within(form).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email or Username').value).toBe('a@example.test');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.queryByRole('form', { name: 'Two-step verification' })).toBeNull();
  });

  it('an expired challenge sends the user back to the password with the reason', async () => {
    wrongCode = SECOND_FACTOR_MESSAGES.challengeExpired;
    const user = renderLogin();
    const form = await password(user);
    await user.type(within(form).getByLabelText('Authentication code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SECOND_FACTOR_MESSAGES.challengeExpired);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('the login enrolment step (super admin in production)', () => {
  beforeEach(() => {
    loginAnswer = { secondFactor: 'enrol', challenge: 'ch-2', enrolment };
    signedInUser = superAdmin;
    codes = recoveryCodes;
  });

  it('shows the QR code and secret, then the recovery codes before moving on', async () => {
    const user = renderLogin(SUPER_ADMIN_LOGIN_PATH);
    const form = await password(user, 'Username');
    expect(within(form).getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toBe(enrolment.qrCode);
    expect(within(form).getByLabelText<HTMLInputElement>('Secret key').value).toBe(enrolment.secret);
    await user.type(within(form).getByLabelText('Authentication code'), rightCode);
    await user.click(within(form).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(recoveryCodes);
    // Signed in already, but the codes stay until the user has them.
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(screen.queryByText(/admin page/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('admin page, signed-in')).toBeTruthy();
  });
});
