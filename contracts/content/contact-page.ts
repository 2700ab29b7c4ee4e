// The copy of /contact around the forms (app/content/pages/contact.ts).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { specText, text } from './fields.ts';

export const ContactPageSchema = z.object({
  tabs: z.object({ label: text, company: specText('For Companies'), job: specText('Job Application') }),
  company: z.object({
    id: z.literal('company-enquiry'),
    heading: text,
    lead: text,
    privacy: text,
    submit: text,
    submitting: text,
  }),
  job: z.object({
    id: z.literal('job-application'),
    heading: text,
    lead: text,
    positionPlaceholder: text,
    privacy: text,
    submit: text,
    submitting: text,
  }),
  info: z.object({
    heading: text,
    email: z.object({ title: text, note: text }),
    phone: z.object({ title: text }),
    office: z.object({ title: text, note: text }),
  }),
});
export type ContactPageCopy = Local<z.infer<typeof ContactPageSchema>>;
