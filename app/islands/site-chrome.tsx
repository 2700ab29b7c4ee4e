import { ConnectionStatus } from '#app/components/layout/connection-status.tsx';
import { CookieBanner } from '#app/components/layout/cookie-banner.tsx';
import { SectionLinkFocus } from '#app/components/ui/section-link.tsx';
import { Toaster } from '#app/components/ui/toast.tsx';

/**
 * What every page has beside its content: the notifications region, the connection's state, the cookie banner, and
 * focus for the section links.
 */
export function SiteChrome() {
  return (
    <>
      <Toaster />
      <ConnectionStatus />
      <CookieBanner />
      <SectionLinkFocus />
    </>
  );
}
