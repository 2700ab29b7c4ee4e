import { Outlet } from 'react-router';
import type { Route } from './+types/answer-layout';
import { slotPlaceholder } from '#contracts/answer-slots.ts';

// The server fills the title with the page's heading (server/http/answer-page.ts); search engines never list these.
export const meta: Route.MetaFunction = () => [{ title: slotPlaceholder }, { name: 'robots', content: 'noindex' }];

/** The card every answer to a form posted without JavaScript sits in (decision 0068). */
export default function AnswerLayout() {
  return (
    <div className="bg-gray-50">
      {/* The header is drawn for a dark hero: a band of the hero's colour under it, the card half over the band. */}
      <div aria-hidden="true" className="h-48 bg-ink-900 md:h-56" />
      <div className="mx-auto -mt-24 max-w-3xl px-5 pb-16 sm:px-8 md:-mt-28 md:pb-24">
        <div className="rounded-2xl border border-gray-200 bg-white p-8 shadow-soft sm:p-12">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export const answerHeading = 'text-3xl font-extrabold sm:text-4xl';
export const answerAlert = 'mt-4 rounded-lg border border-danger-600/30 bg-danger-600/5 p-4 text-danger-600';
export const answerFields = 'mt-6 list-disc space-y-2 pl-5 text-gray-700';
export const answerActions = 'mt-10 flex flex-wrap items-center gap-6';
export const answerLink = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';
