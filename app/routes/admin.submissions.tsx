import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { signInSteps } from '#contracts/auth.ts';
import { roleLabels } from '#contracts/people.ts';
import { adminLinks, linksFor } from '#app/components/admin/signed-in.tsx';
import { meQuery } from '#app/lib/admin/api/me.ts';
import type { Route } from './+types/admin.submissions';
import { adminPages } from '#app/content/pages/admin.ts';
import { pages } from '#app/content/pages/index.ts';
import { AccountPage } from '#app/features/account/account-page.tsx';
import { AdminCard, AdminQueryProvider, AdminShell } from '#app/components/admin/admin-shell.tsx';
import { AuditPage } from '#app/features/audit/audit-page.tsx';
import { ContentStudio } from '#app/features/content/content-studio.tsx';
import { InsightsPage } from '#app/features/insights/insights-page.tsx';
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
  '/admin/content': { page: adminPages.adminContent, View: ContentStudio },
  '/admin/insights': { page: adminPages.adminInsights, View: InsightsPage },
} as const;

const viewOf = (pathname: string) =>
  views[pathname.replace(/\/$/, '') as keyof typeof views] ?? views['/admin/submissions'];

export const meta: Route.MetaFunction = ({ location }) => seo({ ...viewOf(location.pathname).page, noindex: true });

/**
 * A page the signed-in role does not open (the server refuses its every call with 403 too): the sign-in's landing
 * page takes the user to their own first page; any other says so, with the pages they have.
 */
function ForRole({ path, children }: { path: string; children: React.ReactNode }) {
  const me = useQuery(meQuery);
  const role = me.data?.role;
  const link = adminLinks.find((each) => each.to === path) ?? adminLinks[0]!;
  if (!role || link.roles.includes(role)) return children;
  const own = linksFor(role);
  if (path === signInSteps['signed-in'] && own[0]) return <Navigate to={own[0].to} replace />;
  return (
    <AdminShell heading={link.label} signedInAs={me.data}>
      <AdminCard>
        <p className="text-gray-700">This page is for admins. Your role, {roleLabels[role]}, opens these pages:</p>
        <ul className="mt-4 grid gap-2">
          {own.map((each) => (
            <li key={each.to}>
              <Link to={each.to} className="font-semibold text-brand-700 underline underline-offset-2">
                {each.label}
              </Link>
            </li>
          ))}
        </ul>
      </AdminCard>
    </AdminShell>
  );
}

export default function AdminPage() {
  const path = useLocation().pathname.replace(/\/$/, '');
  const { View } = viewOf(path);
  return (
    <AdminQueryProvider>
      <ForRole path={path in views ? path : '/admin/submissions'}>
        <View />
      </ForRole>
    </AdminQueryProvider>
  );
}
