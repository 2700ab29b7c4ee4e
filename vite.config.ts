import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// React's API, run by Preact in the build (decision 0011). `react` itself points at a small
// module that adds the one hook React Router needs and Preact lacks.
const reactOnPreact = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./compat/react.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: reactOnPreact },
  // The prerender build bundles its dependencies too, so that every `react` import in
  // React Router, Radix and lucide meets the alias instead of Node loading React itself.
  ssr: { noExternal: true },
  build: {
    // Inline nothing as data: URIs: the CSP allows images and fonts from 'self' only.
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](preact|react-router|@react-router|cookie|set-cookie-parser)[\\/]|[\\/]compat[\\/]react\\.ts$/,
                  priority: 30,
                },
                {
                  name: 'shared',
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 6000,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
}));
