import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { retentionFromEnv } from './contracts/retention.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // The privacy texts state the retention the server applies: both read RETENTION_DAYS and JOB_RETENTION_DAYS.
  define: { __RETENTION__: JSON.stringify(retentionFromEnv(process.env)) },
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
                  // React and the router, which every route module imports. Hydration's own part of the
                  // router (dom-export) imports React DOM, so it stays with the browser entry.
                  name: 'framework',
                  test: (id) =>
                    /node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/.test(id) &&
                    !/[\\/]dom-export[\\/]/.test(id),
                  priority: 40,
                },
                {
                  // Only the browser entry imports React DOM: the route modules evaluate without it, and
                  // it evaluates in a task of its own (decision 0012).
                  name: 'react-dom',
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                  priority: 30,
                },
                {
                  // TanStack Query: loaded by the admin routes only, never merged into a chunk the public
                  // pages share.
                  name: 'tanstack-query',
                  test: /node_modules[\\/]@tanstack[\\/]/,
                  priority: 35,
                },
                {
                  // zod: the contact form loads it on first use (decision 0008), the admin routes at once.
                  // In a group of its own it cannot be merged into a small chunk that public pages share.
                  name: 'zod',
                  test: /node_modules[\\/]zod[\\/]/,
                  priority: 25,
                },
                {
                  // Modules shared by the same routes share a chunk; groups under 10 KB join their nearest
                  // neighbour, so a page loads 15–16 chunks, not 20–38 (decision 0029 has the figures).
                  name: 'shared',
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 10_000,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
}));
