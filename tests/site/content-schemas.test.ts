// Content schemas live in contracts/content/ and run only in the build's content loader
// (decision 0053); the browser gets their types, never them. zod itself reaches the browser in
// one place outside the admin: the contact form's schema, fetched on first use (decision 0008).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAnswerPath } from '#contracts/locale.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { scriptsOf } from '../helpers/page-scripts.ts';
import { filesUnder } from '../../scripts/lib/files.ts';
import { builtRoutes } from '../../scripts/lib/built-site.ts';

const SCHEMAS = 'contracts/content';
const schemaModules = fs.readdirSync(SCHEMAS).filter((name) => name.endsWith('.ts'));
const fields = fs.readFileSync(path.join(SCHEMAS, 'fields.ts'), 'utf8');
// The checks' own messages: text that only fields.ts carries, so it marks fields.ts in a chunk.
const fieldMarks = [...fields.matchAll(/\.refine\([^']*'([^']{12,})'\)/g)].map(([, message = '']) => message);
// Internals and messages of zod only: its instances carry `_zod`, its errors name ZodError.
const zodMarks = ['._zod', 'ZodError'];

const clientScripts = () => filesUnder(staticDir, /\.m?js$/);
const read = (file: string) => fs.readFileSync(file, 'utf8');

describe('content schemas stay out of the browser', () => {
  it('builds every content schema on fields.ts, whose check messages mark it', () => {
    expect(fieldMarks).toContain('Markdown here may not contain HTML (< or >)');
    // pack.ts and pack-files.ts are the pack's format and folder, no schema of their own.
    for (const name of schemaModules.filter(
      (file) =>
        ![
          'fields.ts',
          'index.ts',
          'pack.ts',
          'pack-files.ts',
          'api.ts',
          'languages.ts',
          'texts.ts',
          'paths.ts',
          'seo-limits.ts',
        ].includes(file),
    )) {
      expect(read(path.join(SCHEMAS, name)), name).toContain("from './fields.ts'");
    }
  });

  it('leaves every content schema out of every client chunk', () => {
    requireBuild();
    const scripts = clientScripts();
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      const code = read(script);
      for (const mark of fieldMarks) expect(code.includes(mark), `${script}: ${mark}`).toBe(false);
    }
  });

  it('loads no zod first on any public page', () => {
    requireBuild();
    // Answer pages load no script at all (tests/server/answer-page.test.ts).
    const pages = builtRoutes(staticDir).filter(
      ({ route }) => !/^(\/nl)?\/admin(\/|$)/.test(route) && !isAnswerPath(route),
    );
    expect(pages.length).toBeGreaterThan(40);
    for (const { route } of pages) {
      const scripts = scriptsOf(route);
      expect(scripts.length, route).toBeGreaterThan(3);
      for (const script of scripts) {
        const code = read(path.join(staticDir, script));
        for (const mark of zodMarks) expect(code.includes(mark), `${route} ${script}: ${mark}`).toBe(false);
      }
    }
  });
});
