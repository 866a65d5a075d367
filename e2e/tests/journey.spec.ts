import { SUPER_ADMIN } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process';

// This journey restarts its gateway, so it runs against a gateway of its own.
let gateway: GatewayProcess;
test.beforeAll(async () => {
  gateway = await startGatewayProcess();
});
test.afterAll(async () => {
  await gateway?.stop();
});

test('super admin creates an organizer, the organizer creates a team, the public sees it, and it survives a restart', async ({
  browser,
}, testInfo) => {
  testInfo.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const organizer = { name: `Riverside League ${suffix}`, email: `riverside.${suffix}@example.test`, password: 'river-side-9' };
  const teamName = `Riverside Rovers ${suffix}`;

  const admin = await browser.newContext({ baseURL: gateway.url });
  const page = await admin.newPage();
  await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/superadmin/login');
  await page.getByRole('link', { name: 'All Organizers' }).click();
  await expect(page.getByRole('heading', { name: 'All Organizers' })).toBeVisible();
  await page.getByRole('button', { name: '+ Create Organizer' }).click();
  const form = page.getByRole('form', { name: 'Create organizer' });
  await form.getByLabel('Name').fill(organizer.name);
  await form.getByLabel('Email').fill(organizer.email);
  await form.getByLabel('Description').fill('Sunday league on the river');
  await form.getByLabel('Password').fill(organizer.password);
  await form.getByRole('button', { name: 'Create Organizer' }).click();
  await expect(page.getByRole('heading', { name: organizer.name })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();

  await signIn(page, organizer.email, organizer.password);
  await expect(page.getByText('Organizer Access')).toBeVisible();
  await page.goto('/admin/teams');
  await page.getByLabel('Team Name', { exact: true }).fill(teamName);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByRole('heading', { name: 'Your Teams (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
  const href = await page.getByRole('link', { name: 'Manage' }).getAttribute('href');
  const teamId = href!.split('/').pop()!;

  const visitor = await browser.newContext({ baseURL: gateway.url });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/public/teams/${teamId}`);
  await expect(publicPage.getByRole('heading', { name: teamName })).toBeVisible();

  const { dataDir, url } = gateway;
  await gateway.stop();
  gateway = await startGatewayProcess({ dataDir, port: Number(new URL(url).port) });

  await publicPage.reload();
  await expect(publicPage.getByRole('heading', { name: teamName })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Teams (1)' })).toBeVisible();

  await admin.close();
  await visitor.close();
});
