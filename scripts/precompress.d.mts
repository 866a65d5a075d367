// Types of precompress.mjs for the TypeScript that imports it (the gateway's tests).

export interface PrecompressSummary {
  files: number;
  bytes: number;
  br: number;
  gz: number;
}

export function precompressDir(dir: string, options?: { minBytes?: number }): PrecompressSummary;

export function describeSummary(summary: PrecompressSummary): string;
