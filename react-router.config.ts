import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/route-paths.ts';
import routes from './app/routes.ts';

export default {
  ssr: false,
  // bench/i18n-bytes.ts builds a copy with source maps elsewhere, leaving build/ to the tests.
  buildDirectory: process.env.BUILD_DIRECTORY ?? 'build',
  prerender: () => prerenderPaths(routes),
} satisfies Config;
