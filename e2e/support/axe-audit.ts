import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Browser, Page } from '@playwright/test';
import type { Theme } from 'shared-domain';
import { untilAppOwns } from './app-takeover';
import { expect } from './fixtures';

// axe's audits of issue 13 (accessibility.spec.ts): WCAG 2.1 A and AA, serious and critical findings, in both themes.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * What each theme is audited for. The themes differ only in colours (shared-ui's tokens), so the dark one runs every
 * WCAG rule and the bright one only axe's colour rules among them (contrast, links told apart by colour alone): the
 * other rules read the markup, which is the same in both, and auditing it twice cost a third of the walk's time.
 */
const COLOUR_RULES = axe
  .getRules(['cat.color'])
  .filter((rule) => rule.tags.some((tag) => WCAG_TAGS.includes(tag)))
  .map((rule) => rule.ruleId);
export const RULES_IN: Record<Theme, 'all' | 'colour'> = { dark: 'all', bright: 'colour' };

/**
 * axe's serious and critical findings on the page as it is now, each with its rule, targets and help: every WCAG
 * rule, or only the colour rules (`rules`, see RULES_IN).
 */
export async function axeFindings(page: Page, where: string, rules: 'all' | 'colour'): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself. The default (runPartial per frame, then finishRun in a blank page
  // it opens and loads axe into for every audit) took twice as long, up to 4.5 s on the tournament page, for what
  // only matters with cross-origin frames, which legacy mode would leave out: so a page with one fails here.
  const origin = new URL(page.url()).origin;
  const crossOrigin = page.frames().filter((frame) => !['about:blank', 'about:srcdoc'].includes(frame.url()) && new URL(frame.url()).origin !== origin);
  expect(crossOrigin.map((frame) => frame.url()), `${where}: cross-origin frames axe's legacy mode would not audit`).toEqual([]);
  // Passes and needs-review results are left unaggregated: only violations fail the test (and it is faster).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (rules === 'all' ? builder.withTags(WCAG_TAGS) : builder.withRules(COLOUR_RULES)).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`);
      return [`${where}: ${violation.id} (${violation.impact}) ${violation.help}`, ...targets, `    ${violation.helpUrl}`].join('\n');
    });
}

/** A page of its own whose every load starts in the dark theme (as a returning visitor's stored choice). */
export async function darkPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  return context.newPage();
}

/**
 * Switches the page to the bright theme with its own toggle, as a visitor would, and waits for the colours it ends
 * at: the toggle keeps the focus and the pointer (a page loaded in that theme has neither), and some controls fade
 * their colours between the themes.
 */
async function switchToBright(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Switch to bright theme' });
  await untilAppOwns(toggle);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'bright');
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A fade the next one replaces is cancelled: its `finished` rejects, and the replacing one is waited for.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs `step` on the page in the dark theme it was loaded in, then switches the page to the bright theme and runs it
 * again: one load serves both themes (a walk per theme loaded every page twice). Answers both runs' findings.
 */
export async function inBothThemes(page: Page, step: (theme: Theme) => Promise<string[]>): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const findings = await step('dark');
  await switchToBright(page);
  return [...findings, ...(await step('bright'))];
}

/** axe on the page as it is now, in both themes (each theme's rules: RULES_IN). */
export const auditBothThemes = (page: Page, where: string) => inBothThemes(page, (theme) => axeFindings(page, `${where} (${theme})`, RULES_IN[theme]));

