// Copy of /contact around the forms (spec §2). Field labels, the success texts and the
// error alerts live in contracts/contact.ts because the server's no-JavaScript pages use
// them too; the contact details come from contracts/site.ts.
import { site } from '#contracts/site.ts';

/** The two forms' tab set (components/ui/tabs.tsx): `#contact-job` in a URL opens the job form. */
export const contactTabs = { name: 'contact', values: ['company', 'job'] } as const;
/** tabTarget(contactTabs.name, 'job'), written out because content imports no code (a test keeps them equal). */
export const jobTabFragment = 'contact-job';

export const contactPage = {
  tabs: { label: 'Choose a form', company: 'For Companies', job: 'Job Application' },
  company: {
    /** Fragment of the company panel's heading. */
    id: 'company-enquiry',
    heading: 'Tell us what you are working on',
    lead: 'A training for your team, a first use case, or a question about AI in your organisation: a few lines are enough. The right person answers, not a ticket system.',
    privacy: 'I agree that my details are used to answer this message, as described in the',
    submit: 'Send Message',
    submitting: 'Sending...',
  },
  job: {
    id: 'job-application',
    heading: `Apply to join the ${site.name}`,
    lead: 'Tell us who you are and what you have built. We read every application ourselves and reply within a week, also when the answer is no.',
    positionPlaceholder: 'Choose a position',
    privacy: 'I agree that my application is processed as described in the',
    submit: 'Submit Application',
    submitting: 'Submitting...',
  },
  info: {
    heading: 'Other ways to reach us',
    email: { title: 'Email us', note: 'We answer within two working days.' },
    phone: { title: 'Call us' },
    office: { title: 'Visit our office', note: 'In the Van Nelle Factory, a short bus ride from Rotterdam Centraal.' },
  },
} as const;

export type ContactPageCopy = typeof contactPage;
