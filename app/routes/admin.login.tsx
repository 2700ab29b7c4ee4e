import type { Route } from './+types/admin.login';
import { pages } from '#app/content/pages.ts';
import { AdminCard, AdminQueryProvider, AdminShell } from '#app/features/admin/admin-shell.tsx';
import { LoginForm } from '#app/features/admin/login-form.tsx';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminLogin, noindex: true });

export default function AdminLoginPage() {
  return (
    <AdminQueryProvider>
      <AdminShell heading={pages.adminLogin.heading} intro={pages.adminLogin.intro}>
        <AdminCard>
          <LoginForm />
        </AdminCard>
      </AdminShell>
    </AdminQueryProvider>
  );
}
