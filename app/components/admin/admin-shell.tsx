import { PageHero } from '#app/components/sections/page-hero.tsx';
import type { Role } from '#contracts/people.ts';
import { SignedInBar } from './signed-in.tsx';

/**
 * TanStack Query for an admin page. Imported statically: only admin routes import this module, so
 * the bundler keeps TanStack out of public pages' chunks (`tests/tooling/bench-bytes.test.ts`). A
 * lazy import put the whole page inside a Suspense boundary that React's stream reveals a frame
 * after the first paint: an empty page, then the form pushing the footer a screen down (CLS 1.0).
 */
export { default as AdminQueryProvider } from './query-provider.tsx';

type AdminShellProps = {
  heading: string;
  intro?: string;
  /** The signed-in admin, named beside the heading with Logout (once known). */
  signedInAs?: { username: string; role?: Role } | null | undefined;
  /** Narrow pages (sign-in, setup) centre a card; the enrolment's QR code needs a little more; the inbox uses the full width. */
  width?: 'narrow' | 'medium' | 'wide';
  children: React.ReactNode;
};

/** An admin page: the site's dark band with the heading, then the page's own part. */
export function AdminShell({ heading, intro, signedInAs, width = 'narrow', children }: AdminShellProps) {
  return (
    <>
      <PageHero heading={heading} intro={intro}>
        {signedInAs && <SignedInBar username={signedInAs.username} role={signedInAs.role} />}
      </PageHero>
      <section className="bg-gray-50 px-5 py-12 sm:px-8 md:py-16">
        <div className={{ narrow: 'mx-auto max-w-md', medium: 'mx-auto max-w-xl', wide: 'mx-auto max-w-7xl' }[width]}>
          {children}
        </div>
      </section>
    </>
  );
}

/** The white card the narrow pages sit in. */
export function AdminCard({ children }: { children: React.ReactNode }) {
  return <div className="rounded-xl bg-white p-6 shadow-soft ring-1 ring-gray-200 sm:p-8">{children}</div>;
}
