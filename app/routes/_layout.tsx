import { Outlet } from 'react-router';
import { PageTransition } from '#app/components/layout/page-transition.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';

export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <PageTransition>
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
      </PageTransition>
      <SiteFooter />
    </>
  );
}
