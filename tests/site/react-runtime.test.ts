// React 19 itself runs the site, in the browser and in the prerender (decision 0032): no alias,
// shim or second implementation stands in for `react` or `react-dom`. The e2e sweep
// (e2e/every-route.spec.ts) checks the hydrated page from the other side: React DOM reports
// itself to the page with its version.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { filesUnder } from '../../scripts/lib/files.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const packageJson = readJson('package.json') as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const reactDomVersion = readJson('node_modules/react-dom/package.json').version as string;

const jsFiles = (dir: string) => filesUnder(dir, /\.m?js$/);

// Preact's published builds mangle a vnode's children to `__k` and a component's DOM node to
// `__e`; React never uses these names. Its packages also name themselves in import specifiers.
const preactMarks = [/\.__k\b/, /\.__e\b/, /["'`]preact(\/[\w/-]+)?["'`]/, /preact-render-to-string/];

describe('the React runtime', () => {
  it('depends on react and react-dom 19, and on no other implementation of them', () => {
    const dependencies = { ...packageJson.dependencies, ...packageJson.devDependencies };
    expect(dependencies.react).toMatch(/^\^?19\./);
    expect(dependencies['react-dom']).toMatch(/^\^?19\./);
    expect(reactDomVersion).toMatch(/^19\./);
    expect(Object.keys(dependencies).filter((name) => /preact|inferno|nerv/i.test(name))).toEqual([]);
  });

  it('ships React DOM 19 in the browser bundle, and no Preact in any built chunk', () => {
    requireBuild();
    const client = jsFiles(path.join(staticDir, 'assets'));
    const server = jsFiles(path.resolve('build/server'));
    expect(client.length).toBeGreaterThan(5);
    expect(server.length).toBeGreaterThan(0);
    const clientCode = client.map((file) => fs.readFileSync(file, 'utf8'));
    // React 19's element type and React DOM's version string are in exactly the chunks React DOM is in.
    expect(clientCode.some((code) => code.includes('react.transitional.element'))).toBe(true);
    expect(clientCode.some((code) => code.includes(reactDomVersion))).toBe(true);
    for (const file of [...client, ...server]) {
      const code = fs.readFileSync(file, 'utf8');
      for (const mark of preactMarks) expect(mark.test(code), `${file} matches ${mark}`).toBe(false);
    }
  });

  it('prerenders with react-dom/server from node_modules', () => {
    requireBuild();
    const serverCode = jsFiles(path.resolve('build/server'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // The prerender build leaves React external, so Node loads the installed react-dom.
    expect(serverCode).toMatch(/from ["']react-dom\/server["']/);
    expect(serverCode).toMatch(/from ["']react["']/);
    // Only React's server renderer writes these: a comment between adjacent text nodes, and the
    // precedence it gives a hoisted stylesheet.
    const home = builtPage('/');
    expect(home).toContain('<!-- -->');
    expect(home).toMatch(/<link rel="stylesheet" href="\/assets\/app-[^"]+\.css" data-precedence="default"\/>/);
  });
});
