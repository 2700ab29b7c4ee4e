import { useLocation } from 'react-router';
import type { Route } from './+types/admin.submissions';
import { adminPages } from '#app/content/pages/admin.ts';
import { pages } from '#app/content/pages/index.ts';
import { AccountPage } from '#app/features/account/account-page.tsx';
import { AdminQueryProvider } from '#app/components/admin/admin-shell.tsx';
import { AuditPage } from '#app/features/audit/audit-page.tsx';
import { PeoplePage } from '#app/features/people/people-page.tsx';
import { PrivacyPage } from '#app/features/privacy/privacy-page.tsx';
import { SubmissionsInbox } from '#app/features/inbox/submissions-inbox.tsx';
import { WebhooksPage } from '#app/features/webhooks/webhooks-page.tsx';
import { seo } from '#app/lib/seo.ts';

// The pages behind the sign-in (app/routes.ts gives each path its own route id).
const views = {
  '/admin/submissions': { page: pages.adminSubmissions, View: SubmissionsInbox },
  '/admin/account': { page: adminPages.adminAccount, View: AccountPage },
  '/admin/audit': { page: adminPages.adminAudit, View: AuditPage },
  '/admin/privacy': { page: adminPages.adminPrivacy, View: PrivacyPage },
  '/admin/webhooks': { page: adminPages.adminWebhooks, View: WebhooksPage },
  '/admin/people': { page: adminPages.adminPeople, View: PeoplePage },
} as const;

const viewOf = (pathname: string) =>
  views[pathname.replace(/\/$/, '') as keyof typeof views] ?? views['/admin/submissions'];

export const meta: Route.MetaFunction = ({ location }) => seo({ ...viewOf(location.pathname).page, noindex: true });

export default function AdminPage() {
  const { View } = viewOf(useLocation().pathname);
  return (
    <AdminQueryProvider>
      <View />
    </AdminQueryProvider>
  );
}
