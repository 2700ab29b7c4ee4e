// What the site's two client builds share: React Router's (the pages, the admin) and the islands' (decision 0070).
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import type { Plugin } from 'vite';
import { retentionFromEnv } from '../../contracts/retention.ts';

/**
 * Every message call names its locale (`m.key({}, { locale })`), so the browser needs none of
 * Paraglide's locale detection: the compiled messages' fallback to `getLocale()` becomes an error,
 * and the runtime (1.4 KB gzip of the 3 KB the translation layer may add, bench/i18n-bytes.ts)
 * stays out of every page. A call without a locale throws in the prerender, which renders every page.
 */
export function messagesWithoutRuntime(): Plugin {
  const runtimeImport = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
  const noLocale = '\0messages-without-runtime';
  return {
    name: 'messages-without-runtime',
    resolveId: (id) => (id === noLocale ? id : null),
    load: (id) =>
      id === noLocale
        ? 'export const experimentalStaticLocale = undefined;\nexport function getLocale() { throw new Error("A message was called without a locale"); }'
        : null,
    transform(code, id) {
      if (!/contracts[\\/]i18n[\\/]messages[\\/][^/\\]+\.js$/.test(id) || !code.includes(runtimeImport)) return null;
      // Only the import line changes, so the module's source map (bench/i18n-bytes.ts reads it) still fits.
      const start = code.indexOf(runtimeImport);
      const replaced = `import { getLocale, experimentalStaticLocale } from '${noLocale}';`;
      return { code: code.slice(0, start) + replaced + code.slice(start + runtimeImport.length), map: null };
    },
  };
}

/** Which bootstrap the built pages carry (app/components/layout/scripts-after-paint.tsx, decision 0065). */
export function firstLoadBootstrap(env: NodeJS.ProcessEnv) {
  const value = env.FIRST_LOAD_BOOTSTRAP || 'after-paint';
  // 'react-router': React Router's own <Scripts>, the baseline `npm run bench:compare` measures against.
  if (value !== 'after-paint' && value !== 'react-router') {
    throw new Error(`FIRST_LOAD_BOOTSTRAP must be after-paint or react-router, not ${value}`);
  }
  return value;
}

/** The messages, compiled per call, without the runtime: both builds' first plugins. */
export const messagesPlugins = (): Plugin[] => [
  // Interface strings (messages/*.json) compiled to one function per message, so a page ships
  // only the messages it uses. Every call names its locale; the runtime's own detection is unused.
  ...([
    paraglideVitePlugin({
      project: './project.inlang',
      outdir: './contracts/i18n',
      strategy: ['baseLocale'],
      emitTsDeclarations: true,
    }),
  ].flat() as Plugin[]),
  messagesWithoutRuntime(),
];

/** Constants both builds compile in. */
export const sharedDefine = (env: NodeJS.ProcessEnv) => ({
  // The privacy texts state the retention the server applies: both read RETENTION_DAYS and JOB_RETENTION_DAYS.
  __RETENTION__: JSON.stringify(retentionFromEnv(env)),
  __FIRST_LOAD_BOOTSTRAP__: JSON.stringify(firstLoadBootstrap(env)),
});
