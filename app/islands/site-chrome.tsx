import { ConnectionStatus } from '#app/components/layout/connection-status.tsx';
import { CookieBanner } from '#app/components/layout/cookie-banner.tsx';
import { Toaster } from '#app/components/ui/toast.tsx';

/** What every public page has beside its content: the notifications region, the connection's state, the cookie banner. */
export function SiteChrome() {
  return (
    <>
      <Toaster />
      <ConnectionStatus />
      <CookieBanner />
    </>
  );
}
