// What a client runtime costs before any island's own code (decision 0069): React DOM alone, for one
// `hydrateRoot` per island, against React Router's RSC router and today's framework-mode router on top
// of it. Each candidate is a one-line entry bundled by Vite (rolldown, minified, production React) into
// one file, measured raw and gzip level 9 in the same run. Bytes do not depend on the machine.
// Run with `npm run bench:runtime`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { kb, renderTable } from './lib/format.ts';

const candidates = {
  'react + react-dom/client (hydrateRoot per island)': `
    import { createElement } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    for (const element of document.querySelectorAll('[data-island]')) hydrateRoot(element, createElement('div'));`,
  "+ react-router's RSC router (unstable_RSCHydratedRouter)": `
    import { createElement } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    import { unstable_RSCHydratedRouter as Router } from 'react-router/dom';
    hydrateRoot(document, createElement(Router, { payload: globalThis.payload }));`,
  "+ react-router's framework-mode router (HydratedRouter, today)": `
    import { createElement } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    import { HydratedRouter } from 'react-router/dom';
    hydrateRoot(document, createElement(HydratedRouter));`,
};

const root = process.cwd();
// Inside node_modules, so that the entries resolve the project's own react and react-router.
fs.mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
const scratch = fs.mkdtempSync(path.join(root, 'node_modules/.cache/runtime-bytes-'));
const rows: string[][] = [];
let baseline = 0;
try {
  for (const [name, source] of Object.entries(candidates)) {
    const entry = path.join(scratch, `${rows.length}.js`);
    fs.writeFileSync(entry, source);
    const outDir = path.join(scratch, `out-${rows.length}`);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        rollupOptions: { input: entry, output: { entryFileNames: 'entry.js', codeSplitting: false } },
      },
    });
    const code = fs.readFileSync(path.join(outDir, 'entry.js'));
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    baseline ||= gzip;
    rows.push([name, kb(code.length), kb(gzip), `${(gzip / baseline).toFixed(2)}×`]);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(
  renderTable(
    [
      { header: 'client runtime' },
      { header: 'raw', align: 'right' },
      { header: 'gzip', align: 'right' },
      { header: 'vs React DOM', align: 'right' },
    ],
    rows,
  ),
);
