// /privacy-statement-jobs: how personal data of job applicants is processed.
import { builtRetention, daysText } from '#contracts/retention.ts';
import { site } from '#contracts/site.ts';
import type { LegalDoc } from '../schema.ts';

const { address } = site;

export const privacyStatementJobs: LegalDoc = {
  slug: 'privacy-statement-jobs',
  title: 'Privacy Statement for Job Applicants',
  lastUpdated: '2024-09-02',
  intro: `Thank you for your interest in working at ${site.name}. This privacy statement explains how ${site.legalName} processes your personal data when you apply for a position, respond to a vacancy or send an open application, in accordance with the General Data Protection Regulation (GDPR). We follow the recommendations of the NVP Recruitment Code (NVP Sollicitatiecode).`,
  sections: [
    {
      heading: '1. Who is responsible for your data',
      paragraphs: [
        `${site.legalName}, registered with the Netherlands Chamber of Commerce under number ${site.chamberOfCommerce}, is the controller for the processing of your application data.`,
      ],
      list: [
        `Address: ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
        `E-mail: ${site.email}`,
        `Phone: ${site.phone}`,
      ],
    },
    {
      heading: '2. Which personal data we process',
      paragraphs: ['We process the data you provide to us and the data created during the application procedure:'],
      list: [
        'Application form: your full name, e-mail address, phone number, LinkedIn profile (optional), the position you are applying for and your description of your relevant experience.',
        'Your CV and any other documents you choose to share with us, such as a cover letter or portfolio.',
        'Notes and evaluations made by the people who speak with you during the procedure.',
        'Results of a practical assignment or case, if the position includes one. We always tell you in advance.',
        'References, only if you give us the names and your permission to contact them.',
      ],
    },
    {
      heading: '3. What we do not ask for',
      paragraphs: [
        'We do not need a photo, your date of birth, your citizen service number (BSN) or information about your health, religion or background to assess your application. Please do not include this information. We only ask for identity documents after you have accepted an offer, because the law requires us to verify them at that point.',
      ],
    },
    {
      heading: '4. Purposes and legal bases',
      paragraphs: [
        'We use your data only to handle your application, on the following legal bases (Article 6(1) GDPR):',
      ],
      list: [
        'Assessing your suitability for the position, communicating with you and scheduling interviews: taking steps at your request before entering into an employment contract (Article 6(1)(b)).',
        'Viewing the LinkedIn profile you share with us and keeping records of the procedure so that we can explain our decisions: our legitimate interest in a careful recruitment process (Article 6(1)(f)).',
        'Keeping your data after the procedure so we can approach you for future vacancies: only with your consent (Article 6(1)(a)).',
        'Verifying your identity and right to work once you have accepted an offer: legal obligation (Article 6(1)(c)).',
      ],
    },
    {
      heading: '5. No automated decisions',
      paragraphs: [
        'Every application is read and assessed by people. We do not use AI or other automated systems to select, rank or reject applicants.',
      ],
    },
    {
      heading: '6. Who has access to your data',
      paragraphs: [
        `Your data is only accessible to the people involved in the procedure: our ${site.name} Talent Scout, the hiring manager, the colleagues who interview you and our founders. We do not share your data with recruitment agencies or other third parties, unless you applied through an agency yourself.`,
        'Our hosting provider, which runs the website and the database where applications are stored in data centres within the European Union, and our e-mail service provider process data on our behalf under a data processing agreement (Article 28 GDPR).',
      ],
    },
    {
      heading: '7. How long we keep your data',
      paragraphs: ['We do not keep your data longer than necessary:'],
      list: [
        `Applications sent through our website are deleted from it automatically ${daysText(builtRetention.jobDays)} after they reach us. If you are not hired, we delete any other application data no later than 4 weeks after the end of the application procedure.`,
        'With your consent, we keep your data for up to 1 year after the end of the procedure, so we can contact you about a suitable future vacancy. You can withdraw your consent at any time, after which we delete your data.',
        'If you are hired, your application data becomes part of your personnel file and is kept in accordance with our employee privacy statement.',
      ],
    },
    {
      heading: '8. How we protect your data',
      paragraphs: [
        'Our information security management system is certified against ISO/IEC 27001. Applications are transmitted over encrypted connections, stored in a secured environment within the European Union and accessible only to authorised staff with personal accounts. Everyone involved in recruitment is bound by confidentiality.',
      ],
    },
    {
      heading: '9. Your rights',
      paragraphs: [
        `You have the right to access, rectify and erase your data, to restrict or object to its processing, to data portability and to withdraw your consent at any time. You may also withdraw your application at any moment, after which we delete your data. Send your request to ${site.email}; we respond within one month, free of charge.`,
      ],
    },
    {
      heading: '10. Complaints',
      paragraphs: [
        `If you have a complaint about how we handle your data, please contact us first at ${site.email}. You also have the right to lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) via its website, autoriteitpersoonsgegevens.nl.`,
      ],
    },
    {
      heading: '11. Changes to this statement',
      paragraphs: [
        'We may update this privacy statement from time to time. The date at the top shows when it was last updated. The version published at the time of your application applies to your application.',
      ],
    },
  ],
};
