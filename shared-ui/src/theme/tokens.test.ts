/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest stubs CSS imports (even `?raw`) to empty strings.
const tokensCss = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

const rules = [...tokensCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
  selectors: (match[1] ?? '').split(',').map((part) => part.trim()),
  tokens: Object.fromEntries(
    [...(match[2] ?? '').matchAll(/(--ft-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
  ),
}));

/** The custom properties of the first rule whose selector list is exactly `selectors`. */
function ruleOf(...selectors: string[]): Record<string, string> {
  const rule = rules.find((r) => r.selectors.join(',') === selectors.join(','));
  if (!rule) throw new Error(`no rule for ${selectors.join(', ')}`);
  return rule.tokens;
}

/** What an element matching `selector` gets from the rules naming it, later rules winning (the cascade). */
function cascadeFor(selector: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => r.selectors.includes(selector)).map((r) => r.tokens));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const shared = ruleOf(':root', ':host');
const darkOwn = ruleOf(':root', ':host', "[data-theme='dark']");
const brightOwn = ruleOf("[data-theme='bright']");
// What the document root shows by default; a scoped theme inherits the rest from there.
const dark = cascadeFor(':root');
const bright = { ...dark, ...brightOwn };

/** [text token, background token, minimum ratio]: 4.5 for text (WCAG AA), 3 for control borders. */
const pairs: Array<[string, string, number]> = [
  ['--ft-color-text', '--ft-color-bg', 4.5],
  ['--ft-color-text', '--ft-color-surface', 4.5],
  ['--ft-color-text', '--ft-color-surface-raised', 4.5],
  ['--ft-color-text', '--ft-color-surface-hover', 4.5],
  ['--ft-color-text-muted', '--ft-color-bg', 4.5],
  ['--ft-color-text-muted', '--ft-color-surface', 4.5],
  ['--ft-color-text-muted', '--ft-color-surface-raised', 4.5],
  ['--ft-color-text-muted', '--ft-color-surface-hover', 4.5],
  ['--ft-color-on-accent', '--ft-color-accent', 4.5],
  ['--ft-color-on-accent', '--ft-color-accent-hover', 4.5],
  ['--ft-color-accent-text', '--ft-color-surface', 4.5],
  ['--ft-color-accent-text', '--ft-color-bg', 4.5],
  ['--ft-color-accent-text', '--ft-color-accent-soft', 4.5],
  ['--ft-color-link', '--ft-color-bg', 4.5],
  ['--ft-color-link', '--ft-color-surface', 4.5],
  ['--ft-color-on-danger', '--ft-color-danger', 4.5],
  ['--ft-color-on-danger', '--ft-color-danger-hover', 4.5],
  ['--ft-color-danger-text', '--ft-color-surface', 4.5],
  ['--ft-color-danger-text', '--ft-color-bg', 4.5],
  ['--ft-color-danger-soft-text', '--ft-color-danger-soft', 4.5],
  ['--ft-color-warning-text', '--ft-color-warning-soft', 4.5],
  ['--ft-color-success-text', '--ft-color-success-soft', 4.5],
  ['--ft-color-info-text', '--ft-color-info-soft', 4.5],
  ['--ft-color-neutral-text', '--ft-color-neutral-soft', 4.5],
  ['--ft-color-on-avatar', '--ft-color-avatar-1', 4.5],
  ['--ft-color-on-avatar', '--ft-color-avatar-2', 4.5],
  ['--ft-color-on-avatar', '--ft-color-avatar-3', 4.5],
  ['--ft-color-on-avatar', '--ft-color-avatar-4', 4.5],
  ['--ft-color-on-avatar', '--ft-color-avatar-5', 4.5],
  ['--ft-color-on-avatar', '--ft-color-avatar-6', 4.5],
  ['--ft-color-border-strong', '--ft-color-surface', 3],
  ['--ft-color-border-strong', '--ft-color-surface-sunken', 3],
  ['--ft-color-border-strong', '--ft-color-bg', 3],
  ['--ft-color-focus', '--ft-color-bg', 3],
  ['--ft-color-focus', '--ft-color-surface', 3],
];

describe.each([
  ['dark', dark],
  ['bright', bright],
])('%s theme tokens', (_name, tokens) => {
  it.each(pairs)('%s on %s reaches %s:1', (foreground, background, minimum) => {
    const fg = tokens[foreground];
    const bg = tokens[background];
    expect(fg, foreground).toMatch(/^#[0-9a-f]{6}$/i);
    expect(bg, background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(fg as string, bg as string)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('theme rules', () => {
  it('make dark the default for a bare :root', () => {
    expect(dark).toEqual({ ...shared, ...darkOwn });
    expect(cascadeFor(':host')).toEqual(dark);
  });

  it('give bright a value for every colour and shadow of dark', () => {
    const themed = Object.keys(darkOwn).filter((name) => name.startsWith('--ft-color-') || name.startsWith('--ft-shadow-'));
    expect(themed.length).toBeGreaterThan(20);
    expect(themed.filter((name) => !(name in brightOwn))).toEqual([]);
    expect(Object.keys(brightOwn).filter((name) => !(name in darkOwn))).toEqual([]);
  });

  it('keep shared values out of the theme rules, so each value is written once', () => {
    const overridden = Object.keys(shared).filter((name) => name in darkOwn || name in brightOwn);
    expect(overridden).toEqual([]);
    const sameInBoth = Object.keys(darkOwn).filter((name) => darkOwn[name] === brightOwn[name]);
    expect(sameInBoth).toEqual([]);
  });
});
