import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/route-paths.ts';
import routes from './app/routes.ts';

export default {
  ssr: false,
  prerender: () => prerenderPaths(routes),
} satisfies Config;
