// Redirects (issue 36, decision 0079): old addresses of this site that answer 301 with a page's new address, or with
// another site's when marked external. Content like any other (content/redirects.yaml), so a change reaches every
// instance with a publish, and a post's new address and its redirect go live in the same one.
import { z } from 'zod';
import { plainText } from './fields.ts';

/** Where a site's served redirects are written in its client folder (app/.server/redirects.ts), for its server. */
export const REDIRECTS_FILE = 'redirects.json';

/** Longest path a redirect may have: longer ones are no address anyone links to. */
export const REDIRECT_PATH_MAX = 512;

/** A path of this site, as a visitor's browser asks for it: no query, no fragment, no spaces. */
const sitePath = z
  .string()
  .trim()
  .max(REDIRECT_PATH_MAX)
  .regex(/^\/[^\s?#\\]*$/, 'A path of this site: starts with / and has no spaces, ? or #')
  .refine((path) => !path.split('/').some((part) => part === '.' || part === '..'), 'No . or .. in the path');

export const RedirectSchema = z
  .strictObject({
    from: sitePath.meta({ title: 'Old address (a path of this site: /blog/old-post)' }),
    to: plainText
      .max(2048)
      .meta({ title: 'New address (a path of this site, or https://… when external)' }),
    /** The new address is on another site: allowed only when marked, so a typo cannot send visitors away. */
    external: z.boolean().optional().meta({ title: 'Goes to another site' }),
  })
  .superRefine((redirect, context) => {
    if (redirect.external) {
      if (!/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(redirect.to))
        context.addIssue({ code: 'custom', path: ['to'], message: 'An external address starts with https://' });
    } else if (!sitePath.safeParse(redirect.to).success) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: /^[a-z]+:/i.test(redirect.to)
          ? 'Another site: tick "Goes to another site" if that is meant'
          : 'A path of this site: starts with / and has no spaces, ? or #',
      });
    }
  });
export type Redirect = z.infer<typeof RedirectSchema>;

/** content/redirects.yaml: every redirect, in the order editors keep them. */
export const RedirectsSchema = z.strictObject({
  redirects: z.array(RedirectSchema).max(2000).meta({ title: 'Redirects' }),
});
