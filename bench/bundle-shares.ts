import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { type MappingItem, SourceMapConsumer } from 'source-map-js';

export interface BundleShares {
  /** Brotli bytes of the npm packages' code, per package (each package's code compressed alone). */
  packages: Map<string, number>;
  /** Brotli bytes of all npm packages' code, and of the app's own code (each compressed as one). */
  libraries: number;
  app: number;
}

/** `node_modules/@scope/name/…` → `@scope/name`; the app's own sources → null. */
function packageOf(source: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return match ? match[1] : null;
}

/**
 * How much of these built files is library code and how much is the app's, from their source
 * maps: each generated segment belongs to the source it maps to. Compressed per group, so the
 * figures show what each side costs on the wire (they do not add up exactly to the files'
 * own compressed size, which shares one compression context).
 */
export function bundleShares(dist: string, files: string[]): BundleShares {
  const perPackage = new Map<string, string[]>();
  const app: string[] = [];
  for (const file of files) {
    const mapFile = path.join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const lines = readFileSync(path.join(dist, file), 'utf8').split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    const mappings: MappingItem[] = [];
    consumer.eachMapping(
      (m) => {
        mappings.push(m);
      },
      null,
      SourceMapConsumer.GENERATED_ORDER,
    );
    for (let i = 0; i < mappings.length; i++) {
      const m = mappings[i];
      const next = mappings[i + 1];
      const line = lines[m.generatedLine - 1] ?? '';
      const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
      const segment = line.slice(m.generatedColumn, end);
      const name = m.source ? packageOf(m.source) : null;
      if (name === null) {
        app.push(segment);
        continue;
      }
      let parts = perPackage.get(name);
      if (!parts) {
        parts = [];
        perPackage.set(name, parts);
      }
      parts.push(segment);
    }
  }
  const brotli = (parts: string[]) => brotliCompressSync(Buffer.from(parts.join(''))).length;
  const packages = new Map([...perPackage].map(([name, parts]) => [name, brotli(parts)] as const));
  return { packages, libraries: brotli([...perPackage.values()].flat()), app: brotli(app) };
}
