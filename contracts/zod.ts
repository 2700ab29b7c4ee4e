import { z } from 'zod';

// Zod compiles fast object parsers with `new Function` unless told not to, and finds out whether it may by calling
// Function('') at its first parse: under the site's CSP (no 'unsafe-eval', decision 0002) that call is refused and
// the browser logs a violation on every page that parses. In the browser it is told not to; the server keeps them.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** zod, configured for where it runs: the schemas the browser parses import it from here. */
export { z };
