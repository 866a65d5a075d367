import type { BrowserContext } from '@playwright/test';

/**
 * Everything on the context's pages that breaks the gateway's strict Content-Security-Policy (issue 12), as it
 * happens: every violation a page reports (`securitypolicyviolation`, also for shadow roots) and the browser logs
 * (also what a worker refuses, with Permissions-Policy header errors), and every document served without the strict
 * policy (`script-src 'self'`, nothing unsafe, no hashed style attributes). The route walks expect it empty on every page they open (the public
 * pages in accessibility.spec.ts, the admin pages in admin-console.spec.ts): one walk of the route table serves both
 * checks, instead of a third walk of its own. Watch before the context's first page loads.
 * @example const violations = await watchPolicyViolations(page.context());
 * await page.goto('/'); expect(violations).toEqual([]);
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, text: string) => void seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  context.on('response', (response) => {
    const request = response.request();
    // The documents of the walk's pages (a redirect is followed to the document it names).
    if (!request.isNavigationRequest() || request.frame().parentFrame() !== null || (response.status() >= 300 && response.status() < 400)) return;
    const policy = response.headers()['content-security-policy'] ?? '';
    // No 'unsafe-hashes' either: a server-rendered page carries no style attribute (issue 23), so none is allowed.
    if (!policy.includes("script-src 'self'") || /unsafe-inline|unsafe-eval|unsafe-hashes/.test(policy)) seen.push(`${response.url()}: served without the strict policy: "${policy}"`);
  });
  return seen;
}
