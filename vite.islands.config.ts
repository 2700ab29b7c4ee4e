// The islands' client build (decision 0070): the loader and one chunk per island, with React, for the public pages,
// which React Router's client build does not hydrate; site search's enhancement, an entry of its own (0081); and the
// visitor figures' beacon, another (0083). `npm run build` runs it before React Router's build, whose
// prerender reads the loader's name from its manifest (scripts/lib/islands-entry.ts).
import { defineConfig } from 'vite';
import { eagerModuleWrappersPlugins } from './scripts/lib/eager-module-wrappers.ts';
import { beaconSource, islandsOutDir, islandsSource, searchSource } from './scripts/lib/islands-entry.ts';
import { messagesPlugins, sharedDefine } from './scripts/lib/vite-shared.ts';

export default defineConfig({
  plugins: [...messagesPlugins(), ...eagerModuleWrappersPlugins()],
  define: sharedDefine(process.env),
  publicDir: false,
  build: {
    outDir: islandsOutDir(),
    emptyOutDir: true,
    manifest: true,
    // Beside React Router's assets once the postbuild copies them into build/client.
    assetsDir: 'assets/islands',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: [islandsSource, searchSource, beaconSource],
      // lucide-react's "use client" means nothing here (React Router's build says nothing of it either), and the
      // messages' compile in buildStart is the build's slowest step by design.
      checks: { pluginTimings: false },
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
