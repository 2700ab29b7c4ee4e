// The site's navigation (app/content/nav.ts): header, footer and legal links.
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { BlogFeedSchema } from './blog.ts';
import { internalPath, specText, text } from './fields.ts';

export const NavLinkSchema = z.object({ label: text, to: internalPath });
export const NavMenuSchema = z.object({ label: specText('Services'), children: z.array(NavLinkSchema) });

/** A link of the navigation, in one language (its `to` is the English path). */
export type NavLink = Local<z.input<typeof NavLinkSchema>>;

export const NavSchema = z.object({
  servicesNav: z.array(NavLinkSchema),
  homeLink: NavLinkSchema,
  mainNav: z.array(z.union([NavLinkSchema, NavMenuSchema])),
  navCallToAction: NavLinkSchema,
  companyNav: z.array(NavLinkSchema),
  legalNav: z.array(NavLinkSchema),
  blogFeed: BlogFeedSchema,
});
