// Copy of /contact around the forms (spec §2). Field labels, the success texts and the
// error alerts live in contracts/contact.ts because the server's no-JavaScript pages use
// them too; the contact details come from contracts/site.ts.
import type { z } from 'zod';
import { site } from '#contracts/site.ts';
import type { ContactPageSchema } from '#contracts/content/contact-page.ts';

/** The two forms' tab set (components/ui/tabs.tsx): `#contact-job` in a URL opens the job form. */
export const contactTabs = { name: 'contact', values: ['company', 'job'] } as const;

export const contactPage: z.input<typeof ContactPageSchema> = {
  tabs: {
    label: { en: 'Choose a form', nl: 'Kies een formulier' },
    company: { en: 'For Companies', nl: 'Voor bedrijven' },
    job: { en: 'Job Application', nl: 'Solliciteren' },
  },
  company: {
    /** Fragment of the company panel's heading. */
    id: 'company-enquiry',
    heading: { en: 'Tell us what you are working on', nl: 'Vertel ons waar je mee bezig bent' },
    lead: {
      en: 'A training for your team, a first use case, or a question about AI in your organisation: a few lines are enough. The right person answers, not a ticket system.',
      nl: 'Een training voor je team, een eerste use case of een vraag over AI in je organisatie: een paar regels zijn genoeg. Je krijgt antwoord van de juiste persoon, niet van een ticketsysteem.',
    },
    privacy: {
      en: 'I agree that my details are used to answer this message, as described in the',
      nl: 'Ik ga ermee akkoord dat mijn gegevens worden gebruikt om dit bericht te beantwoorden, zoals beschreven in het',
    },
    submit: { en: 'Send Message', nl: 'Verstuur bericht' },
    submitting: { en: 'Sending...', nl: 'Versturen...' },
  },
  job: {
    id: 'job-application',
    heading: { en: `Apply to join the ${site.name}`, nl: `Solliciteer bij ${site.name}` },
    lead: {
      en: 'Tell us who you are and what you have built. We read every application ourselves and reply within a week, also when the answer is no.',
      nl: 'Vertel ons wie je bent en wat je hebt gebouwd. We lezen elke sollicitatie zelf en reageren binnen een week, ook als het antwoord nee is.',
    },
    positionPlaceholder: { en: 'Choose a position', nl: 'Kies een functie' },
    privacy: {
      en: 'I agree that my application is processed as described in the',
      nl: 'Ik ga ermee akkoord dat mijn sollicitatie wordt verwerkt zoals beschreven in het',
    },
    submit: { en: 'Submit Application', nl: 'Verstuur sollicitatie' },
    submitting: { en: 'Submitting...', nl: 'Versturen...' },
  },
  info: {
    heading: { en: 'Other ways to reach us', nl: 'Andere manieren om ons te bereiken' },
    email: {
      title: { en: 'Email us', nl: 'Mail ons' },
      note: { en: 'We answer within two working days.', nl: 'We reageren binnen twee werkdagen.' },
    },
    phone: { title: { en: 'Call us', nl: 'Bel ons' } },
    office: {
      title: { en: 'Visit our office', nl: 'Kom langs' },
      note: {
        en: 'In the Van Nelle Factory, a short bus ride from Rotterdam Centraal.',
        nl: 'In de Van Nellefabriek, een korte busrit vanaf Rotterdam Centraal.',
      },
    },
  },
};
