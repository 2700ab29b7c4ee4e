import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { type AnswerName, answerPages } from '#contracts/answer-slots.ts';

// The explicit route table. The prerender list and the sitemap are derived from it
// (app/lib/route-paths.ts), so a page added here is built and listed automatically.
// Every public page exists twice: in English at its path, in Dutch under /nl (issue 23), from
// the same route module (the loader reads the language from the URL). Admin pages are English.

/** The pages answered to forms posted without JavaScript (decision 0068); the admin's are English only. */
const answers = (prefix: '' | 'nl/') =>
  layout('routes/answer-layout.tsx', { id: `${prefix ? 'nl-' : ''}answer-layout` }, [
    ...(Object.keys(answerPages) as AnswerName[])
      .filter((name) => prefix === '' || answerPages[name].public)
      .map((name) =>
        route(`${prefix}_answer/${name}`, 'routes/answer.tsx', { id: `${prefix ? 'nl-' : ''}answer-${name}` }),
      ),
  ]);

/** The public pages inside the shared layout, for one language's prefix ('' or 'nl/'). */
const publicPages = (prefix: '' | 'nl/') => {
  const id = (name: string) => ({ id: `${prefix ? 'nl-' : ''}${name}` });
  return [
    prefix ? route('nl', 'routes/_index.tsx', id('home')) : index('routes/_index.tsx', id('home')),
    route(`${prefix}services`, 'routes/services.tsx', id('services')),
    route(`${prefix}services/academy`, 'routes/services.academy.tsx', id('academy')),
    route(`${prefix}services/implementation`, 'routes/services.implementation.tsx', id('implementation')),
    route(`${prefix}contact`, 'routes/contact.tsx', id('contact')),
    route(`${prefix}about`, 'routes/about.tsx', id('about')),
    route(`${prefix}academy-test`, 'routes/academy-test.tsx', id('academy-test')),
    route(`${prefix}success-stories`, 'routes/success-stories.tsx', id('success-stories')),
    route(`${prefix}success-stories/:id`, 'routes/success-stories.$id.tsx', id('success-story')),
    route(`${prefix}blog`, 'routes/blog.tsx', id('blog')),
    route(`${prefix}blog/:slug`, 'routes/blog.$slug.tsx', id('blog-post')),
    route(`${prefix}cookie-policy`, 'routes/legal.tsx', id('cookie-policy')),
    route(`${prefix}privacy-policy`, 'routes/legal.tsx', id('privacy-policy')),
    route(`${prefix}privacy-statement-jobs`, 'routes/legal.tsx', id('privacy-statement-jobs')),
  ];
};

export default [
  route('jobs', 'routes/jobs.tsx'),
  route('nl/jobs', 'routes/jobs.tsx', { id: 'nl-jobs' }),
  layout('routes/_layout.tsx', [
    ...publicPages(''),
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
    route('admin/invite', 'routes/admin.login.tsx', { id: 'routes/admin.invite' }),
    // A shared draft (decision 0076): opened signed out, by the token after '#', like an invitation.
    route('admin/preview', 'routes/admin.login.tsx', { id: 'routes/admin.preview' }),
    route('admin/account', 'routes/admin.submissions.tsx', { id: 'routes/admin.account' }),
    route('admin/audit', 'routes/admin.submissions.tsx', { id: 'routes/admin.audit' }),
    route('admin/privacy', 'routes/admin.submissions.tsx', { id: 'routes/admin.privacy' }),
    route('admin/webhooks', 'routes/admin.submissions.tsx', { id: 'routes/admin.webhooks' }),
    route('admin/people', 'routes/admin.submissions.tsx', { id: 'routes/admin.people' }),
    route('admin/content', 'routes/admin.submissions.tsx', { id: 'routes/admin.content' }),
    route('admin/insights', 'routes/admin.submissions.tsx', { id: 'routes/admin.insights' }),
    answers(''),
    route('*', 'routes/$.tsx'),
  ]),
  layout('routes/_layout.tsx', { id: 'nl-layout' }, [
    ...publicPages('nl/'),
    answers('nl/'),
    route('nl/*', 'routes/$.tsx', { id: 'nl-not-found' }),
  ]),
] satisfies RouteConfig;
