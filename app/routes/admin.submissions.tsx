import type { Route } from './+types/admin.submissions';
import { pages } from '#app/content/pages.ts';
import { AdminQueryProvider } from '#app/features/admin/admin-shell.tsx';
import { SubmissionsInbox } from '#app/features/admin/submissions-inbox.tsx';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.adminSubmissions, noindex: true });

export default function AdminSubmissionsPage() {
  return (
    <AdminQueryProvider>
      <SubmissionsInbox />
    </AdminQueryProvider>
  );
}
