import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { eagerModuleWrappersPlugins } from './scripts/lib/eager-module-wrappers.ts';
import { islandsEntry } from './scripts/lib/islands-entry.ts';
import { messagesPlugins, sharedDefine } from './scripts/lib/vite-shared.ts';

export default defineConfig({
  plugins: [
    ...messagesPlugins(),
    tailwindcss(),
    reactRouter(),
    // React DOM's CommonJS wrapper compiled while it downloads, not in the hydrating task (0032).
    ...eagerModuleWrappersPlugins(),
  ],
  define: { ...sharedDefine(process.env), __ISLANDS_ENTRY__: JSON.stringify(islandsEntry()) },
  build: {
    // Inline nothing as data: URIs: the CSP allows images and fonts from 'self' only.
    assetsInlineLimit: 0,
    // Maps only for bench/i18n-bytes.ts, which attributes bytes to sources; never in the served build.
    sourcemap: process.env.BUILD_SOURCEMAP === 'hidden' ? 'hidden' : false,
  },
});
