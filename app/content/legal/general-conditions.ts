// General terms and conditions of engagement (linked from the footer as a PDF).
import { site } from '#contracts/site.ts';
import type { LegalDoc } from '../schema.ts';

const { address } = site;

export const generalConditions: LegalDoc = {
  slug: 'general-conditions',
  title: 'General Terms and Conditions',
  lastUpdated: '2024-03-01',
  intro: `These general terms and conditions apply to consultancy, implementation and training services provided by ${site.legalName}, with its registered office at ${address.street}, ${address.postalCode} ${address.city}, ${address.country}, registered with the Netherlands Chamber of Commerce under number ${site.chamberOfCommerce}.`,
  sections: [
    {
      heading: 'Article 1. Definitions',
      paragraphs: ['In these terms and conditions, the following terms have the meanings set out below:'],
      list: [
        `${site.name}: ${site.legalName}, the user of these terms and conditions.`,
        `Client: the legal entity or person that requests an offer from or enters into an Agreement with ${site.name}.`,
        `Agreement: every agreement between ${site.name} and the Client for the provision of Services, including any changes and additions.`,
        'Services: consultancy, implementation and training services, including AI scans, pressure cookers, pilots, the development of AI solutions and support for a Center of AI Excellence.',
        'Training: courses, workshops, training programmes and coaching provided under the Academy label, on-site or online.',
        `Deliverables: all results of the Services that ${site.name} provides to the Client, such as reports, software, models, prompts, configurations and training materials.`,
        `Client Data: all data, documents and information that the Client makes available to ${site.name} for the performance of the Agreement.`,
        'In writing: on paper or by e-mail.',
      ],
    },
    {
      heading: 'Article 2. Applicability',
      paragraphs: [
        `2.1 These terms and conditions apply to every offer made by ${site.name} and to every Agreement, unless the parties have expressly agreed otherwise in writing.`,
        '2.2 The applicability of the Client’s purchasing conditions or other general terms is expressly rejected.',
        '2.3 If a provision of these terms and conditions is void or annulled, the remaining provisions continue to apply in full. The parties will then agree on a replacement provision that reflects the purpose of the original provision as closely as possible.',
        '2.4 In the event of a conflict between the Agreement and these terms and conditions, the Agreement prevails.',
      ],
    },
    {
      heading: 'Article 3. Offers and formation of the Agreement',
      paragraphs: [
        `3.1 All offers from ${site.name} are without obligation and valid for 30 days, unless stated otherwise in the offer.`,
        `3.2 An Agreement is formed when the Client accepts an offer in writing, or when ${site.name} starts performing the Services at the Client’s request.`,
        `3.3 ${site.name} is not bound by an offer that contains an obvious mistake or error.`,
      ],
    },
    {
      heading: 'Article 4. Performance of the Services',
      paragraphs: [
        `4.1 ${site.name} performs the Services to the best of its ability and with the care that may be expected of a professional service provider. All obligations are obligations to use best efforts, unless a specific result has been expressly agreed in writing.`,
        `4.2 The Client provides, on time, all information, Client Data, access to systems and availability of staff that ${site.name} reasonably needs. The Client guarantees that it is entitled to make Client Data available for the purposes of the Agreement. Delays or additional costs caused by the Client not meeting these obligations are at the Client’s expense.`,
        `4.3 Agreed timelines are target dates and not strict deadlines, unless expressly agreed otherwise in writing. If a timeline is at risk, ${site.name} will inform the Client as soon as possible.`,
        `4.4 ${site.name} may engage third parties in the performance of the Agreement, while remaining responsible for the Services towards the Client.`,
        '4.5 AI solutions, including those based on generative AI, can produce incorrect, incomplete or unexpected output. The Client is responsible for the way it uses Deliverables and their output, and for appropriate human review of decisions based on them, including compliance with the EU AI Act for its own use.',
        `4.6 Where ${site.name} processes personal data on behalf of the Client, the parties will conclude a data processing agreement in accordance with Article 28 of the General Data Protection Regulation.`,
      ],
    },
    {
      heading: 'Article 5. Training',
      paragraphs: [
        '5.1 Registrations for Training are binding once confirmed in writing.',
        '5.2 The Client may cancel a Training free of charge up to 30 days before the start date. In the case of cancellation between 30 and 14 days before the start date, 50% of the agreed fee is due. In the case of cancellation within 14 days of the start date, or of non-attendance, the full fee is due. A participant may be replaced by another person from the Client’s organisation at no extra charge.',
        `5.3 ${site.name} may reschedule a Training in the event of illness of the trainer or other circumstances beyond its control, in consultation with the Client. If no suitable new date can be agreed, the Client is entitled to a refund of any fees already paid for that Training.`,
        '5.4 Training materials are provided for the personal use of participants within the Client’s organisation.',
      ],
    },
    {
      heading: 'Article 6. Changes and additional work',
      paragraphs: [
        '6.1 If the Client wishes to change the scope of the Services, the parties will agree on the change and its consequences for fees and timelines in writing before the work is carried out.',
        `6.2 Additional work performed at the Client’s request is charged at the rates agreed in the Agreement or, if no rates were agreed, at the usual rates of ${site.name}.`,
      ],
    },
    {
      heading: 'Article 7. Fees and payment',
      paragraphs: [
        '7.1 All fees are in euros and exclusive of VAT and other levies imposed by the government. Travel and accommodation costs outside the Netherlands are charged separately, unless agreed otherwise.',
        `7.2 Services on a time-and-materials basis are invoiced monthly in arrears. Fixed-price Services are invoiced according to the payment schedule in the Agreement. ${site.name} may adjust its hourly rates once a year with effect from 1 January, and will announce the adjustment at least one month in advance.`,
        '7.3 Invoices must be paid within 30 days of the invoice date. If the Client fails to pay on time, it is in default without notice being required and owes the statutory commercial interest (Article 6:119a of the Dutch Civil Code) and reasonable extrajudicial collection costs.',
        `7.4 If the Client remains in default, ${site.name} may suspend the performance of the Agreement after giving written notice.`,
      ],
    },
    {
      heading: 'Article 8. Intellectual property',
      paragraphs: [
        '8.1 All intellectual property rights that existed before the Agreement remain with the party that owned them.',
        `8.2 Intellectual property rights in Deliverables made specifically for the Client transfer to the Client upon full payment of the fees due for them. This does not apply to the generic tools, components, methods, templates and know-how of ${site.name}, which remain the property of ${site.name}. To the extent that such elements are part of a Deliverable, the Client receives a non-exclusive, perpetual licence to use them within its own organisation.`,
        `8.3 Training materials remain the property of ${site.name}. The Client may not reproduce or distribute them outside its own organisation without prior written permission.`,
        `8.4 Client Data remains the property of the Client. ${site.name} uses Client Data only for the performance of the Agreement and does not use it to train AI models for other clients.`,
      ],
    },
    {
      heading: 'Article 9. Confidentiality',
      paragraphs: [
        '9.1 Both parties keep confidential all information they receive from each other that is designated as confidential or that they should reasonably understand to be confidential, and use it only for the performance of the Agreement.',
        '9.2 This obligation does not apply to information that is publicly available without breach of this article, or that a party is required to disclose by law or by order of a competent authority.',
        '9.3 The confidentiality obligation continues to apply for 2 years after the end of the Agreement, and for trade secrets for as long as they remain secret.',
      ],
    },
    {
      heading: 'Article 10. Liability',
      paragraphs: [
        `10.1 The liability of ${site.name} for attributable failure in the performance of the Agreement, tort or any other cause is limited to compensation for direct damage, up to a maximum of the amount invoiced under the Agreement (excluding VAT) in the 6 months preceding the event that caused the damage. In all cases, this liability is limited to the amount paid out by the professional liability insurer of ${site.name} in the case concerned.`,
        `10.2 ${site.name} is not liable for indirect damage, including consequential loss, lost profit, lost savings, loss or corruption of data, reputational damage and damage resulting from business interruption.`,
        `10.3 ${site.name} is not liable for damage resulting from decisions the Client takes on the basis of output of AI solutions without appropriate human review, or from the use of Client Data that the Client was not entitled to provide.`,
        `10.4 The limitations in this article do not apply if the damage is caused by intent or deliberate recklessness on the part of the management of ${site.name}.`,
        `10.5 A claim for damages lapses if it has not been reported to ${site.name} in writing within 12 months after the Client became aware, or could reasonably have become aware, of the damage.`,
      ],
    },
    {
      heading: 'Article 11. Force majeure',
      paragraphs: [
        '11.1 A party is not bound to fulfil an obligation if it is prevented from doing so by force majeure. Force majeure includes the failure of suppliers, cloud or AI platform providers, power and network outages, cyber attacks despite reasonable security measures, epidemics and government measures.',
        '11.2 If a situation of force majeure lasts longer than 60 days, either party may terminate the Agreement in writing for the part not yet performed, without any obligation to pay compensation. Services already performed remain payable.',
      ],
    },
    {
      heading: 'Article 12. Term and termination',
      paragraphs: [
        '12.1 An Agreement for a fixed term ends on the expiry of that term. An Agreement for an indefinite term may be terminated by either party in writing with a notice period of one month.',
        '12.2 Either party may terminate the Agreement in writing with immediate effect if the other party is declared bankrupt or granted a suspension of payments, or if it fails to perform a material obligation and has not remedied that failure within 30 days of receiving a written notice of default.',
        '12.3 Services performed and costs incurred until the date of termination remain payable. Provisions that by their nature are intended to survive termination, such as those on confidentiality, intellectual property and liability, remain in force.',
      ],
    },
    {
      heading: 'Article 13. Applicable law and disputes',
      paragraphs: [
        '13.1 Every Agreement and these terms and conditions are governed by Dutch law. The United Nations Convention on Contracts for the International Sale of Goods (CISG) does not apply.',
        '13.2 The parties will first try to settle a dispute through consultation. Disputes that cannot be resolved in this way are submitted exclusively to the competent court in Rotterdam (Rechtbank Rotterdam).',
      ],
    },
  ],
};
