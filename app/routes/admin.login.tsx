import { useLocation } from 'react-router';
import type { Route } from './+types/admin.login';
import { adminPages } from '#app/content/pages/admin.ts';
import { pages } from '#app/content/pages/index.ts';
import { AdminCard, AdminQueryProvider, AdminShell } from '#app/components/admin/admin-shell.tsx';
import { EnrollSecondFactor } from '#app/components/admin/enroll-second-factor.tsx';
import { InviteStep } from '#app/features/sign-in/invite-step.tsx';
import { SharedPreview } from '#app/features/content/shared-preview.tsx';
import { LoginForm } from '#app/features/sign-in/login-form.tsx';
import { NewPasswordStep } from '#app/components/admin/new-password-form.tsx';
import { SecondFactorForm } from '#app/features/sign-in/second-factor-form.tsx';
import { seo } from '#app/lib/seo.ts';

// The sign-in, its later steps, and an invitation's first one (app/routes.ts gives each path its own route id).
const steps = {
  '/admin/login': { page: pages.adminLogin, Step: LoginForm, width: 'narrow' },
  '/admin/verify': { page: adminPages.adminVerify, Step: SecondFactorForm, width: 'narrow' },
  '/admin/new-password': { page: adminPages.adminNewPassword, Step: NewPasswordStep, width: 'narrow' },
  '/admin/enroll': { page: adminPages.adminEnroll, Step: EnrollSecondFactor, width: 'medium' },
  '/admin/invite': { page: adminPages.adminInvite, Step: InviteStep, width: 'narrow' },
  '/admin/preview': { page: adminPages.adminPreview, Step: SharedPreview, width: 'wide' },
} as const;

const stepOf = (pathname: string) => steps[pathname.replace(/\/$/, '') as keyof typeof steps] ?? steps['/admin/login'];

export const meta: Route.MetaFunction = ({ location }) => seo({ ...stepOf(location.pathname).page, noindex: true });

export default function AdminSignInPage() {
  const { page, Step, width } = stepOf(useLocation().pathname);
  return (
    <AdminQueryProvider>
      <AdminShell heading={page.heading} intro={page.intro} width={width}>
        <AdminCard>
          <Step />
        </AdminCard>
      </AdminShell>
    </AdminQueryProvider>
  );
}
