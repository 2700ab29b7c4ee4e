import { measureFirstLoadBytes } from '../../bench/lib/bytes.ts';
import { staticDir } from './test-app.ts';

let loads: Map<string, string[]> | undefined;

/**
 * Every script a built page loads, relative to build/client: its bootstrap's modules, or its islands' chunks and
 * what they import (bench/lib/bytes.ts, decision 0070). Routes as the byte bench names them: '/', '/jobs', '/nl'.
 */
export function scriptsOf(route: string): string[] {
  loads ??= new Map(measureFirstLoadBytes(staticDir).routes.map((each) => [each.route, each.jsFiles]));
  const scripts = loads.get(route);
  if (!scripts) throw new Error(`No built page for ${route}`);
  return scripts;
}
