import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData } from 'shared-data';
import { TestDataProvider, restoringSessionForTest, signInForTest } from 'shared-data/testing';
import { SECOND_FACTOR_MESSAGES, type PublicUser } from 'shared-domain';
import { SecurityScreen } from './security-screen';

const organizer: PublicUser = { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' };
const superAdmin: PublicUser = { id: 'u0', role: 'super_admin', username: 'superadmin' };
const enrolment = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' };
const codeSet = (n: number) => Array.from({ length: 10 }, (_, i) => `set${n}${i}-abcde`);

/** The gateway's second-factor API over one account: the code '123456' is right, anything else wrong. */
function fakeGateway(initial: { enabled: boolean; required?: boolean }) {
  const account = { enabled: initial.enabled, required: initial.required ?? false, pending: false, codesLeft: initial.enabled ? 10 : 0, sets: 0 };
  const calls: string[] = [];
  const refuse = (status: number, message: string) => Response.json({ message }, { status });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname.replace('/auth/second-factor/', '');
    const code = init.body ? (JSON.parse(String(init.body)) as { code: string }).code : undefined;
    calls.push(path);
    if (path === 'status') return Response.json({ enabled: account.enabled, required: account.required, recoveryCodesLeft: account.codesLeft });
    if (path === 'enrol') {
      account.pending = true;
      return Response.json(enrolment);
    }
    if (code !== '123456') return refuse(400, SECOND_FACTOR_MESSAGES.invalidCode);
    if (path === 'disable') {
      if (account.required) return refuse(403, SECOND_FACTOR_MESSAGES.requiredForSuperAdmin);
      Object.assign(account, { enabled: false, codesLeft: 0 });
      return new Response(null, { status: 204 });
    }
    if (path === 'confirm') Object.assign(account, { enabled: true, pending: false });
    account.codesLeft = 10;
    account.sets += 1;
    return Response.json({ recoveryCodes: codeSet(account.sets) });
  });
  return calls;
}

/** Blob URLs as the browser would make them (jsdom has none): which files were offered, which released. */
const files = new Map<string, Blob>();
const released: string[] = [];
beforeEach(() => {
  configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'b', tablePrefix: 'p-' });
  files.clear();
  released.length = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:codes-${files.size + 1}`;
      files.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => released.push(url),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  restoringSessionForTest();
});

function renderScreen(user: PublicUser = organizer) {
  signInForTest(user, 'tok');
  render(<SecurityScreen />, { wrapper: TestDataProvider });
  return userEvent.setup();
}

const card = () => screen.getByRole('region', { name: 'Two-step verification' });
const statusText = async () => (await within(card()).findByText(/^Status:/)).textContent;

describe('SecurityScreen: two-step verification', () => {
  it('sets it up: QR code and secret, a wrong code refused, then the recovery codes shown once', async () => {
    fakeGateway({ enabled: false });
    const user = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    expect(await statusText()).toBe('Status: Off');
    await user.click(within(card()).getByRole('button', { name: 'Set up two-step verification' }));

    const form = await screen.findByRole('form', { name: 'Set up two-step verification' });
    expect(within(form).getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toBe(enrolment.qrCode);
    expect(within(form).getByLabelText<HTMLInputElement>('Secret key').value).toBe(enrolment.secret);
    const code = within(form).getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '111111');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(SECOND_FACTOR_MESSAGES.invalidCode);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('status')).textContent).toBe('Two-step verification is on.');
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codeSet(1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Save your recovery codes' }));

    const download = screen.getByRole('link', { name: 'Download codes' });
    expect(download.getAttribute('download')).toBe('recovery-codes.txt');
    const file = await files.get(download.getAttribute('href')!)!.text();
    expect(file.split('\n')).toEqual(expect.arrayContaining(['Recovery codes for a@example.test', ...codeSet(1)]));

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(released).toEqual([download.getAttribute('href')]);
    expect(await statusText()).toBe('Status: On');
    expect(within(card()).getByText('Recovery codes left: 10')).toBeTruthy();
    // The next change starts without the last one's message.
    expect(screen.getByRole('status').textContent).toBe('Two-step verification is on.');
    await user.click(within(card()).getByRole('button', { name: 'New recovery codes' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('turns it off with a code; a wrong code changes nothing', async () => {
    const calls = fakeGateway({ enabled: true });
    const user = renderScreen();
    expect(await statusText()).toBe('Status: On');
    await user.click(within(card()).getByRole('button', { name: 'Turn off two-step verification' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step verification' });
    await user.type(within(form).getByLabelText('Authentication code'), '999999');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(SECOND_FACTOR_MESSAGES.invalidCode);
    expect(await statusText()).toBe('Status: On');

    await user.clear(within(form).getByLabelText('Authentication code'));
    await user.type(within(form).getByLabelText('Authentication code'), '123 456');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('status')).textContent).toBe('Two-step verification is off.');
    await vi.waitFor(async () => expect(await statusText()).toBe('Status: Off'));
    expect(screen.queryByRole('form', { name: 'Turn off two-step verification' })).toBeNull();
    expect(calls.filter((c) => c === 'disable')).toHaveLength(2);
  });

  it('an empty code is refused next to the form without asking the gateway', async () => {
    const calls = fakeGateway({ enabled: true });
    const user = renderScreen();
    await user.click(await within(card()).findByRole('button', { name: 'New recovery codes' }));
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    // Bypasses the field's `required` the way a user agent without validation would.
    form.setAttribute('novalidate', '');
    await user.type(within(form).getByLabelText('Authentication code'), '  ');
    await user.click(within(form).getByRole('button', { name: 'Create new codes' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(SECOND_FACTOR_MESSAGES.codeRequired);
    expect(calls.filter((call) => call !== 'status')).toEqual([]);
  });

  it("the super admin's is required: no way to turn it off, said why; new recovery codes replace the old", async () => {
    fakeGateway({ enabled: true, required: true });
    const user = renderScreen(superAdmin);
    expect(await statusText()).toBe('Status: On');
    expect(within(card()).getByText(SECOND_FACTOR_MESSAGES.requiredForSuperAdmin)).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Turn off two-step verification' })).toBeNull();

    await user.click(within(card()).getByRole('button', { name: 'New recovery codes' }));
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    await user.type(within(form).getByLabelText('Authentication code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Create new codes' }));
    expect((await screen.findByRole('status')).textContent).toBe('New recovery codes created. The old ones no longer work.');
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codeSet(1));
    expect(await files.get('blob:codes-1')!.text()).toContain('Recovery codes for superadmin');
  });

  it('says so when the status cannot be read, and reads it again on Retry', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async () =>
      fail ? Response.json({ message: 'down' }, { status: 503 }) : Response.json({ enabled: false, required: false, recoveryCodesLeft: 0 }),
    );
    const user = renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your two-step verification.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await statusText()).toBe('Status: Off');
  });
});
