/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest stubs CSS imports (even `?raw`) to empty strings.
const tokensCss = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Parses the custom properties of the first rule whose selector list contains `selector`. */
function tokensOf(selector: string): Record<string, string> {
  const rule = [...tokensCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find((match) =>
    (match[1] ?? '').split(',').some((part) => part.trim() === selector),
  );
  if (!rule) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(
    [...(rule[2] ?? '').matchAll(/(--ft-[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]),
  );
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

const dark = tokensOf("[data-theme='dark']");
// Bright overrides colours only; the scales come from the dark (default) rule.
const bright = { ...dark, ...tokensOf("[data-theme='bright']") };

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
    // The first rule naming :root is the dark one.
    expect(tokensOf(':root')).toEqual(tokensOf("[data-theme='dark']"));
    expect(tokensOf(':root')['--ft-color-bg']).toBe(dark['--ft-color-bg']);
  });

  it('give bright a value for every colour and shadow of dark', () => {
    const themed = Object.keys(dark).filter((name) => name.startsWith('--ft-color-') || name.startsWith('--ft-shadow-'));
    const missing = themed.filter((name) => !(name in tokensOf("[data-theme='bright']")));
    expect(missing).toEqual([]);
  });
});
