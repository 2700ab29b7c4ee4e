import { use } from 'react';
import { Outlet } from 'react-router';
import { PageTransition } from '#app/components/layout/page-transition.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { Island, IslandsPage } from '#app/islands/island.tsx';

export default function SiteLayout() {
  const main = (
    <main id="main" tabIndex={-1} className="page-content outline-none">
      <Outlet />
    </main>
  );
  return (
    <>
      <Island name="site-header" component={SiteHeader} props={{}} />
      {/* An islands page changes by a document navigation, animated by the browser (app.css, decision 0070);
          React Router's pages by their own. */}
      {use(IslandsPage) ? (
        <>
          <div
            aria-hidden="true"
            className="page-sweep pointer-events-none fixed inset-0 z-[55] -translate-x-full bg-linear-to-r from-brand-700 via-brand-600 to-brand-500"
          />
          {main}
        </>
      ) : (
        <PageTransition>{main}</PageTransition>
      )}
      <SiteFooter />
    </>
  );
}
