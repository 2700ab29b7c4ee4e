import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The explicit route table. The prerender list and the sitemap are derived from it
// (app/lib/route-paths.ts), so a page added here is built and listed automatically.
export default [
  route('jobs', 'routes/jobs.tsx'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('services', 'routes/services.tsx'),
    route('services/academy', 'routes/services.academy.tsx'),
    route('services/implementation', 'routes/services.implementation.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('about', 'routes/about.tsx'),
    route('academy-test', 'routes/academy-test.tsx'),
    route('success-stories', 'routes/success-stories.tsx'),
    route('success-stories/:id', 'routes/success-story.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('cookie-policy', 'routes/cookie-policy.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('privacy-statement-jobs', 'routes/privacy-statement-jobs.tsx'),
    route('admin/login', 'routes/admin.login.tsx'),
    route('admin/submissions', 'routes/admin.submissions.tsx'),
    route('admin/setup', 'routes/admin.setup.tsx'),
    route('admin/create', 'routes/admin.create.tsx'),
    // The sign-in's later steps share the sign-in's module, and the signed-in pages the inbox's:
    // a module of its own per page would regroup the chunks every public page loads (their
    // first-load budgets), for pages only admins open.
    route('admin/verify', 'routes/admin.login.tsx', { id: 'routes/admin.verify' }),
    route('admin/new-password', 'routes/admin.login.tsx', { id: 'routes/admin.new-password' }),
    route('admin/enroll', 'routes/admin.login.tsx', { id: 'routes/admin.enroll' }),
    route('admin/account', 'routes/admin.submissions.tsx', { id: 'routes/admin.account' }),
    route('admin/audit', 'routes/admin.submissions.tsx', { id: 'routes/admin.audit' }),
    route('admin/privacy', 'routes/admin.submissions.tsx', { id: 'routes/admin.privacy' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
