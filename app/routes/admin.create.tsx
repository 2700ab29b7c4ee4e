import { Link } from 'react-router';
import type { Route } from './+types/admin.create';
import { pages } from '#app/content/pages/index.ts';
import { AdminCard, AdminQueryProvider, AdminShell } from '#app/components/admin/admin-shell.tsx';
import { CreateAdminForm } from '#app/features/sign-in/create-admin-form.tsx';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminCreate, noindex: true });

export default function AdminCreatePage() {
  return (
    <AdminQueryProvider>
      <AdminShell heading={pages.adminCreate.heading} intro={pages.adminCreate.intro}>
        <AdminCard>
          <CreateAdminForm />
          <p className="mt-6 border-t border-gray-200 pt-5 text-sm leading-relaxed text-gray-700">
            Rather nobody else knew their password?{' '}
            <Link className="font-semibold text-brand-700 underline underline-offset-2" to="/admin/people">
              Invite them from People
            </Link>{' '}
            instead: they choose their own.
          </p>
        </AdminCard>
      </AdminShell>
    </AdminQueryProvider>
  );
}
