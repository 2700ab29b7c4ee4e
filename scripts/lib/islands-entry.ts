// The islands' loader as the islands build left it (vite.islands.config.ts), for the pages' after-paint script
// (app/islands/island-scripts.tsx, decision 0070). Read when React Router's build starts, which runs after it.
import fs from 'node:fs';
import path from 'node:path';
import { islandModules } from '../../app/islands/registry.ts';

export type IslandsEntry = {
  /** The loader module, which hydrates each island of the page. */
  loader: string;
  /** Modules it imports statically (React, React DOM): asked for in parallel with it. */
  preloads: string[];
  /** Site search's enhancement (decision 0081): loaded on the first focus of a search box, by that page alone. */
  search: string;
  /** The visitor figures' beacon (decision 0083): loaded by every page once it is idle after its first paint. */
  beacon: string;
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

export const islandsSource = 'app/islands/loader.ts';
/** A second entry of the islands build: no island, so the loader every page loads knows nothing of it. */
export const searchSource = 'app/features/search/enhance.ts';
/** A third: the beacon, which every page loads when idle, sharing no module with the loader either. */
export const beaconSource = 'app/features/insights/beacon.ts';
/** The modules every page loads only once idle (the beacon), listed beside build/client for bench/lib/bytes.ts. */
export const AFTER_IDLE_FILE = 'after-idle.json';
/** Beside the build directory, which React Router's build empties when it starts; the postbuild copies it in. */
export const islandsOutDir = (buildDirectory = process.env.BUILD_DIRECTORY ?? 'build') =>
  `${buildDirectory.replace(/[\\/]+$/, '')}-islands`;

/** null without an islands build (the dev server, which hydrates every page whole). */
export function islandsEntry(outDir = islandsOutDir()): IslandsEntry | null {
  const file = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[islandsSource];
  if (!entry) throw new Error(`${file} has no entry for ${islandsSource}`);
  const imports = new Set<string>();
  const visit = (key: string) => {
    for (const each of manifest[key]?.imports ?? []) {
      if (imports.has(each)) continue;
      imports.add(each);
      visit(each);
    }
  };
  visit(islandsSource);
  const search = manifest[searchSource];
  if (!search) throw new Error(`${file} has no entry for ${searchSource}`);
  const beacon = manifest[beaconSource];
  if (!beacon) throw new Error(`${file} has no entry for ${beaconSource}`);
  return {
    loader: `/${entry.file}`,
    preloads: [...imports].map((key) => `/${manifest[key]!.file}`),
    search: `/${search.file}`,
    beacon: `/${beacon.file}`,
  };
}

/**
 * Each declared island's chunk as the islands build named it ('/assets/islands/site-header-….js'), read from the
 * registry's `import()`s and the build's manifest: what a page with that island loads after its first paint.
 */
export function islandChunks(outDir = islandsOutDir()): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const registry = fs.readFileSync(path.resolve('app/islands/registry.ts'), 'utf8');
  const chunks: Record<string, string> = {};
  for (const [, name = '', specifier = ''] of registry.matchAll(/'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const source = specifier.startsWith('#app/') ? `app/${specifier.slice(5)}` : `app/islands/${specifier.slice(2)}`;
    const chunk = manifest[source];
    if (!chunk) throw new Error(`The islands build has no chunk for ${name} (${source})`);
    chunks[name] = `/${chunk.file}`;
  }
  const declared = Object.keys(islandModules).filter((name) => !(name in chunks));
  if (declared.length > 0)
    throw new Error(`No chunk found for the islands ${declared.join(', ')} (app/islands/registry.ts)`);
  return chunks;
}
