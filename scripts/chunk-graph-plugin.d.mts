// Types of chunk-graph-plugin.mjs for the TypeScript that imports it (the gateway's tests of the build scripts).

export interface ChunkGraph {
  entry: (string | number)[];
  chunks: Record<string, { files: string[]; consumes: string[] }>;
  groups: Record<string, (string | number)[]>;
}

export function chunkGraphFile(app: string, root?: string): string;

export function chunkGraph(json: unknown): ChunkGraph;

export class ChunkGraphPlugin {
  constructor(options: { file: string });
  apply(compiler: unknown): void;
}
