import type { Route } from './+types/admin.create';
import { pages } from '#app/content/pages/index.ts';
import { AdminCard, AdminQueryProvider, AdminShell } from '#app/features/admin/admin-shell.tsx';
import { CreateAdminForm } from '#app/features/admin/create-admin-form.tsx';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminCreate, noindex: true });

export default function AdminCreatePage() {
  return (
    <AdminQueryProvider>
      <AdminShell heading={pages.adminCreate.heading} intro={pages.adminCreate.intro}>
        <AdminCard>
          <CreateAdminForm />
        </AdminCard>
      </AdminShell>
    </AdminQueryProvider>
  );
}
