import { use } from 'react';
import { Outlet } from 'react-router';
import { PageSweep } from '#app/components/layout/page-sweep.tsx';
import { PageTransition } from '#app/components/layout/page-transition.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { IslandsPage } from '#app/islands/island.tsx';

export default function SiteLayout() {
  const main = (
    <main id="main" tabIndex={-1} className="page-content outline-none">
      <Outlet />
    </main>
  );
  return (
    <>
      <SiteHeader />
      {/* An islands page changes by a document navigation, animated by the browser (app.css, decision 0070);
          React Router's pages by their own. */}
      {use(IslandsPage) ? (
        <>
          <PageSweep />
          {main}
        </>
      ) : (
        <PageTransition>{main}</PageTransition>
      )}
      <SiteFooter />
    </>
  );
}
