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
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
