import type { Route } from './+types/admin.setup';
import { pages } from '#app/content/pages/index.ts';
import { AdminCard, AdminQueryProvider, AdminShell } from '#app/components/admin/admin-shell.tsx';
import { SetupPanel } from '#app/features/sign-in/setup-panel.tsx';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminSetup, noindex: true });

export default function AdminSetupPage() {
  return (
    <AdminQueryProvider>
      <AdminShell heading={pages.adminSetup.heading} intro={pages.adminSetup.intro}>
        <AdminCard>
          <SetupPanel />
        </AdminCard>
      </AdminShell>
    </AdminQueryProvider>
  );
}
