// The site's settings in the page's language (content/settings.yaml: navigation, footer, contact details), as the
// root loader read them from the pack a render reads: the build's, or a publish's store. The root layout provides
// them; the header, the footer and the contact page read them here. In the browser only React Router's pages (the
// admin) render them again, from the root's loader data in the page.
import { createContext, use } from 'react';
import type { SiteSettings } from '#app/.server/content.ts';

export type { SiteSettings };
export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = use(SiteSettingsContext);
  if (settings === null)
    throw new Error('useSiteSettings() outside the root layout: the settings come from its loader');
  return settings;
}
