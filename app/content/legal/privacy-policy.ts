// /privacy-policy: privacy policy for website visitors, enquirers and business contacts.
import { builtRetention, daysText } from '#contracts/retention.ts';
import { site } from '#contracts/site.ts';
import type { LegalDoc } from '../schema.ts';

const { address } = site;

export const privacyPolicy: LegalDoc = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: '2024-09-02',
  intro: `This privacy policy explains how ${site.legalName} (“${site.name}”, “we”, “us”) processes personal data when you visit ${site.url}, send us a message through the contact form, or do business with us. We process personal data in accordance with the General Data Protection Regulation (GDPR) and the Dutch GDPR Implementation Act (Uitvoeringswet AVG). How we handle job applications is explained separately in our Privacy Statement for Job Applicants.`,
  sections: [
    {
      heading: '1. Who is responsible for your data',
      paragraphs: [
        `${site.legalName} is the controller for the processing described in this policy. We are a private limited company registered with the Netherlands Chamber of Commerce (KvK) under number ${site.chamberOfCommerce}.`,
        'We have not appointed a data protection officer, as we are not required to. Questions about privacy are handled by our management and can be sent to the contact details below.',
      ],
      list: [
        `Address: ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
        `E-mail: ${site.email}`,
        `Phone: ${site.phone}`,
      ],
    },
    {
      heading: '2. Which personal data we process',
      paragraphs: [
        'We only process personal data that you provide to us or that is created when you use our website. Depending on how you interact with us, this includes:',
      ],
      list: [
        'Contact form: your name, company, e-mail address, phone number (optional), the area you are interested in, your message, and the date and time of submission.',
        'Correspondence: e-mails and other messages you exchange with us, and notes of calls and meetings.',
        'Clients and suppliers: names, job titles and business contact details of contact persons, contract details and billing information.',
        'Training participants: name, e-mail address, organisation and attendance, so that we can organise the session and issue certificates.',
        'Technical data: IP address, browser type, the page requested and the time of the request, processed by our servers to deliver the website and protect it against abuse.',
        'Administrator accounts: the username and a securely hashed password of authorised staff who use the admin area.',
      ],
    },
    {
      heading: '3. Purposes and legal bases',
      paragraphs: [
        'We process personal data only for specified purposes and only where the GDPR gives us a legal basis (Article 6(1) GDPR):',
      ],
      list: [
        'Answering your enquiry and following up on it: our legitimate interest in responding to questions and developing business relationships (Article 6(1)(f)), or taking steps at your request before entering into an agreement (Article 6(1)(b)).',
        'Preparing and performing agreements for consultancy, implementation and training services, including planning, reporting and invoicing: performance of a contract (Article 6(1)(b)).',
        'Meeting our legal obligations, such as the statutory retention of financial records: legal obligation (Article 6(1)(c)).',
        'Keeping the website available and secure, including limiting the number of requests from a single IP address and investigating incidents: our legitimate interest in a secure service (Article 6(1)(f)).',
        'Sending news about our services or events: only with your consent (Article 6(1)(a)), which you can withdraw at any time through the link in each message.',
      ],
    },
    {
      heading: '4. The privacy checkbox on our forms',
      paragraphs: [
        'Before you send the contact form, we ask you to confirm that you have read this privacy policy. This confirmation is not a request for consent: we process the data you send on the legal bases set out above.',
        'Please do not include special categories of personal data, such as health information, in your message. We do not need them to answer your question.',
      ],
    },
    {
      heading: '5. How long we keep your data',
      paragraphs: ['We do not keep personal data longer than necessary for the purpose for which it was collected:'],
      list: [
        `Contact form submissions: deleted automatically ${daysText(builtRetention.days)} after they reach us. Related correspondence: 24 months after our last contact, unless the enquiry leads to an agreement.`,
        'Client and contract data: for the duration of the agreement and 2 years after it ends.',
        'Financial records such as invoices: 7 years, as required by Dutch tax law.',
        'Training participation records: 2 years after the training, so that we can confirm attendance if you ask.',
        'Server logs with IP addresses: no longer than 30 days, unless needed to investigate a specific security incident.',
        'Administrator accounts: as long as the account is in use. Sessions end when the administrator signs out or the session expires.',
      ],
    },
    {
      heading: '6. Who we share your data with',
      paragraphs: [
        'We do not sell personal data. We use a limited number of service providers (processors) who process data on our behalf and only on our instructions. We have concluded a data processing agreement with each of them, as required by Article 28 GDPR.',
        'We share data with other parties only when the law requires it, for example with the Dutch Tax and Customs Administration, or when you have asked us to.',
        'We do not use the messages you send us to train AI models.',
      ],
      list: [
        'Hosting: our website and the database in which form submissions are stored run with a hosting provider in data centres within the European Union.',
        'E-mail: an e-mail service provider delivers notifications of new submissions to our team and handles our regular e-mail traffic.',
        'Office and accounting software: used for correspondence, planning and invoicing.',
      ],
    },
    {
      heading: '7. Transfers outside the European Economic Area',
      paragraphs: [
        'We aim to store and process personal data within the European Economic Area (EEA). If a service provider or one of its sub-processors does process data outside the EEA, we make sure appropriate safeguards are in place, such as an adequacy decision of the European Commission (including the EU-US Data Privacy Framework) or the European Commission’s Standard Contractual Clauses.',
      ],
    },
    {
      heading: '8. Automated decision-making',
      paragraphs: [
        'We do not make decisions about you based solely on automated processing, including profiling, that produce legal effects or similarly significantly affect you.',
      ],
    },
    {
      heading: '9. How we protect your data',
      paragraphs: [
        'Our information security management system is certified against ISO/IEC 27001. The technical and organisational measures we take include:',
      ],
      list: [
        'Encryption of all traffic to and from our website (HTTPS/TLS).',
        'Access to submissions only for authorised staff with personal accounts; passwords are stored as secure hashes.',
        'Rate limiting and security headers to protect the website and forms against abuse.',
        'Regular, encrypted back-ups stored within the European Union.',
        'Confidentiality obligations for all staff and processors.',
        'A procedure for handling data breaches, including notification to the Dutch Data Protection Authority within 72 hours where required.',
      ],
    },
    {
      heading: '10. Cookies',
      paragraphs: [
        'Our website does not use analytics or advertising cookies. The few strictly necessary technologies we do use are described in our Cookie Policy.',
      ],
    },
    {
      heading: '11. Your rights',
      paragraphs: [
        `Under the GDPR you have the rights listed below. To exercise them, send an e-mail to ${site.email}. We respond within one month. For complex requests this period may be extended by two further months, in which case we will let you know. We may ask you to verify your identity, and we never ask for a copy of your passport or identity card to do so. Exercising your rights is free of charge.`,
      ],
      list: [
        'Right of access: to know which personal data we hold about you and to receive a copy (Article 15).',
        'Right to rectification: to have incorrect or incomplete data corrected (Article 16).',
        'Right to erasure: to have your data deleted where there is no longer a reason to keep it (Article 17).',
        'Right to restriction: to have the processing temporarily limited (Article 18).',
        'Right to data portability: to receive data you provided in a structured, machine-readable format (Article 20).',
        'Right to object: to object to processing based on our legitimate interests (Article 21).',
        'Right to withdraw consent: at any time, without affecting processing that took place before the withdrawal.',
      ],
    },
    {
      heading: '12. Complaints',
      paragraphs: [
        `If you are not satisfied with how we handle your personal data, please contact us first at ${site.email}; we would like to resolve it together. You also have the right to lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) via its website, autoriteitpersoonsgegevens.nl.`,
      ],
    },
    {
      heading: '13. Changes to this policy',
      paragraphs: [
        'We may update this privacy policy when our services or the law change. The date at the top shows when it was last updated. If a change significantly affects how we process your data, we will inform you where possible.',
      ],
    },
  ],
};
