// /privacy-statement-jobs: how personal data of job applicants is processed.
import { builtRetention, daysText } from '#contracts/retention.ts';
import { site } from '#contracts/site.ts';
import type { LegalDocFile } from '#contracts/content/legal.ts';

const { address } = site;

export const privacyStatementJobs: LegalDocFile = {
  slug: 'privacy-statement-jobs',
  title: { en: 'Privacy Statement for Job Applicants', nl: 'Privacyverklaring voor sollicitanten' },
  lastUpdated: '2024-09-02',
  intro: {
    en: `Thank you for your interest in working at ${site.name}. This privacy statement explains how ${site.legalName} processes your personal data when you apply for a position, respond to a vacancy or send an open application, in accordance with the General Data Protection Regulation (GDPR). We follow the recommendations of the NVP Recruitment Code (NVP Sollicitatiecode). This privacy statement is available in Dutch and English. In case of any difference between the two versions, the Dutch text prevails.`,
    nl: `Leuk dat je interesse hebt om bij ${site.name} te werken. In deze privacyverklaring lees je hoe ${site.legalName} je persoonsgegevens verwerkt wanneer je solliciteert op een functie, reageert op een vacature of een open sollicitatie stuurt, in overeenstemming met de Algemene Verordening Gegevensbescherming (AVG). We volgen de aanbevelingen van de NVP Sollicitatiecode. Deze privacyverklaring is beschikbaar in het Nederlands en het Engels; bij verschillen tussen beide versies is de Nederlandse tekst leidend.`,
  },
  sections: [
    {
      heading: { en: '1. Who is responsible for your data', nl: '1. Wie is verantwoordelijk voor je gegevens' },
      paragraphs: [
        {
          en: `${site.legalName}, registered with the Netherlands Chamber of Commerce under number ${site.chamberOfCommerce}, is the controller for the processing of your application data.`,
          nl: `${site.legalName}, ingeschreven bij de Kamer van Koophandel onder nummer ${site.chamberOfCommerce}, is de verwerkingsverantwoordelijke voor de verwerking van je sollicitatiegegevens.`,
        },
      ],
      list: [
        {
          en: `Address: ${address.street}, ${address.postalCode} ${address.city}, ${address.country.en}`,
          nl: `Adres: ${address.street}, ${address.postalCode} ${address.city}, ${address.country.nl}`,
        },
        { en: `E-mail: ${site.email}`, nl: `E-mail: ${site.email}` },
        { en: `Phone: ${site.phone}`, nl: `Telefoon: ${site.phone}` },
      ],
    },
    {
      heading: { en: '2. Which personal data we process', nl: '2. Welke persoonsgegevens we verwerken' },
      paragraphs: [
        {
          en: 'We process the data you provide to us and the data created during the application procedure:',
          nl: 'We verwerken de gegevens die je zelf aan ons verstrekt en de gegevens die tijdens de sollicitatieprocedure ontstaan:',
        },
      ],
      list: [
        {
          en: 'Application form: your full name, e-mail address, phone number, LinkedIn profile (optional), the position you are applying for and your description of your relevant experience.',
          nl: 'Sollicitatieformulier: je volledige naam, e-mailadres, telefoonnummer, LinkedIn-profiel (optioneel), de functie waarop je solliciteert en je beschrijving van je relevante ervaring.',
        },
        {
          en: 'Your CV and any other documents you choose to share with us, such as a cover letter or portfolio.',
          nl: 'Je cv en eventuele andere documenten die je met ons wilt delen, zoals een motivatiebrief of portfolio.',
        },
        {
          en: 'Notes and evaluations made by the people who speak with you during the procedure.',
          nl: 'Aantekeningen en beoordelingen van de mensen die tijdens de procedure met je spreken.',
        },
        {
          en: 'Results of a practical assignment or case, if the position includes one. We always tell you in advance.',
          nl: 'Resultaten van een praktijkopdracht of case, als de functie daarom vraagt. Dat laten we je altijd vooraf weten.',
        },
        {
          en: 'References, only if you give us the names and your permission to contact them.',
          nl: 'Referenties, alleen als je ons de namen geeft en toestemming om contact met hen op te nemen.',
        },
      ],
    },
    {
      heading: { en: '3. What we do not ask for', nl: '3. Waar we niet om vragen' },
      paragraphs: [
        {
          en: 'We do not need a photo, your date of birth, your citizen service number (BSN) or information about your health, religion or background to assess your application. Please do not include this information. We only ask for identity documents after you have accepted an offer, because the law requires us to verify them at that point.',
          nl: 'Om je sollicitatie te beoordelen, hebben we geen foto, geboortedatum, burgerservicenummer (BSN) of informatie over je gezondheid, religie of achtergrond nodig. Neem die gegevens alsjeblieft niet op. We vragen pas om een identiteitsbewijs nadat je een aanbod hebt geaccepteerd, omdat de wet ons op dat moment verplicht het te controleren.',
        },
      ],
    },
    {
      heading: { en: '4. Purposes and legal bases', nl: '4. Doeleinden en grondslagen' },
      paragraphs: [
        {
          en: 'We use your data only to handle your application, on the following legal bases (Article 6(1) GDPR):',
          nl: 'We gebruiken je gegevens alleen om je sollicitatie af te handelen, op de volgende grondslagen (artikel 6 lid 1 AVG):',
        },
      ],
      list: [
        {
          en: 'Assessing your suitability for the position, communicating with you and scheduling interviews: taking steps at your request before entering into an employment contract (Article 6(1)(b)).',
          nl: 'Beoordelen of je geschikt bent voor de functie, met je communiceren en gesprekken inplannen: het op jouw verzoek nemen van maatregelen voorafgaand aan het sluiten van een arbeidsovereenkomst (artikel 6 lid 1 sub b).',
        },
        {
          en: 'Viewing the LinkedIn profile you share with us and keeping records of the procedure so that we can explain our decisions: our legitimate interest in a careful recruitment process (Article 6(1)(f)).',
          nl: 'Het bekijken van het LinkedIn-profiel dat je met ons deelt en het vastleggen van het verloop van de procedure, zodat we onze beslissingen kunnen toelichten: ons gerechtvaardigd belang bij een zorgvuldig wervingsproces (artikel 6 lid 1 sub f).',
        },
        {
          en: 'Keeping your data after the procedure so we can approach you for future vacancies: only with your consent (Article 6(1)(a)).',
          nl: 'Het bewaren van je gegevens na de procedure, zodat we je kunnen benaderen voor toekomstige vacatures: alleen met je toestemming (artikel 6 lid 1 sub a).',
        },
        {
          en: 'Verifying your identity and right to work once you have accepted an offer: legal obligation (Article 6(1)(c)).',
          nl: 'Het controleren van je identiteit en je recht om in Nederland te werken, nadat je een aanbod hebt geaccepteerd: wettelijke verplichting (artikel 6 lid 1 sub c).',
        },
      ],
    },
    {
      heading: { en: '5. No automated decisions', nl: '5. Geen geautomatiseerde besluiten' },
      paragraphs: [
        {
          en: 'Every application is read and assessed by people. We do not use AI or other automated systems to select, rank or reject applicants.',
          nl: 'Elke sollicitatie wordt door mensen gelezen en beoordeeld. We gebruiken geen AI of andere geautomatiseerde systemen om sollicitanten te selecteren, te rangschikken of af te wijzen.',
        },
      ],
    },
    {
      heading: { en: '6. Who has access to your data', nl: '6. Wie toegang heeft tot je gegevens' },
      paragraphs: [
        {
          en: `Your data is only accessible to the people involved in the procedure: our ${site.name} Talent Scout, the hiring manager, the colleagues who interview you and our founders. We do not share your data with recruitment agencies or other third parties, unless you applied through an agency yourself.`,
          nl: `Alleen de mensen die bij de procedure betrokken zijn, hebben toegang tot je gegevens: onze ${site.name} Talent Scout, de hiring manager, de collega’s die een gesprek met je voeren en onze oprichters. We delen je gegevens niet met recruitmentbureaus of andere derden, tenzij je zelf via een bureau hebt gesolliciteerd.`,
        },
        {
          en: 'Our hosting provider, which runs the website and the database where applications are stored in data centres within the European Union, and our e-mail service provider process data on our behalf under a data processing agreement (Article 28 GDPR).',
          nl: 'Onze hostingprovider, die de website en de database met sollicitaties draait in datacenters binnen de Europese Unie, en onze e-maildienstverlener verwerken gegevens namens ons op basis van een verwerkersovereenkomst (artikel 28 AVG).',
        },
      ],
    },
    {
      heading: { en: '7. How long we keep your data', nl: '7. Hoe lang we je gegevens bewaren' },
      paragraphs: [
        {
          en: 'We do not keep your data longer than necessary:',
          nl: 'We bewaren je gegevens niet langer dan nodig. We hanteren de volgende bewaartermijnen:',
        },
      ],
      list: [
        {
          en: `Applications sent through our website are deleted from it automatically ${daysText(builtRetention.jobDays)} after they reach us. If you are not hired, we delete any other application data no later than 4 weeks after the end of the application procedure.`,
          nl: 'Sollicitaties die via onze website binnenkomen, worden daar 28 dagen na ontvangst automatisch verwijderd. Word je niet aangenomen, dan verwijderen we alle overige sollicitatiegegevens uiterlijk 4 weken na het einde van de sollicitatieprocedure.',
        },
        {
          en: 'With your consent, we keep your data for up to 1 year after the end of the procedure, so we can contact you about a suitable future vacancy. You can withdraw your consent at any time, after which we delete your data.',
          nl: 'Met je toestemming bewaren we je gegevens tot maximaal 1 jaar na het einde van de procedure, zodat we contact met je kunnen opnemen over een passende vacature in de toekomst. Je kunt je toestemming op elk moment intrekken; daarna verwijderen we je gegevens.',
        },
        {
          en: 'If you are hired, your application data becomes part of your personnel file and is kept in accordance with our employee privacy statement.',
          nl: 'Word je aangenomen, dan worden je sollicitatiegegevens onderdeel van je personeelsdossier en bewaren we ze volgens onze privacyverklaring voor medewerkers.',
        },
      ],
    },
    {
      heading: { en: '8. How we protect your data', nl: '8. Hoe we je gegevens beveiligen' },
      paragraphs: [
        {
          en: 'Our information security management system is certified against ISO/IEC 27001. Applications are transmitted over encrypted connections, stored in a secured environment within the European Union and accessible only to authorised staff with personal accounts. Everyone involved in recruitment is bound by confidentiality.',
          nl: 'Ons managementsysteem voor informatiebeveiliging is gecertificeerd volgens ISO/IEC 27001. Sollicitaties worden via versleutelde verbindingen verstuurd, opgeslagen in een beveiligde omgeving binnen de Europese Unie en zijn alleen toegankelijk voor bevoegde medewerkers met een persoonlijk account. Iedereen die bij de werving betrokken is, heeft een geheimhoudingsplicht.',
        },
      ],
    },
    {
      heading: { en: '9. Your rights', nl: '9. Je rechten' },
      paragraphs: [
        {
          en: `You have the right to access, rectify and erase your data, to restrict or object to its processing, to data portability and to withdraw your consent at any time. You may also withdraw your application at any moment, after which we delete your data. Send your request to ${site.email}; we respond within one month, free of charge.`,
          nl: `Je hebt het recht op inzage, rectificatie en wissing van je gegevens, op beperking van en bezwaar tegen de verwerking, op overdraagbaarheid van je gegevens en het recht om je toestemming op elk moment in te trekken. Je kunt je sollicitatie ook op elk moment intrekken; daarna verwijderen we je gegevens. Stuur je verzoek naar ${site.email}; we reageren binnen een maand, kosteloos.`,
        },
      ],
    },
    {
      heading: { en: '10. Complaints', nl: '10. Klachten' },
      paragraphs: [
        {
          en: `If you have a complaint about how we handle your data, please contact us first at ${site.email}. You also have the right to lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) via its website, autoriteitpersoonsgegevens.nl.`,
          nl: `Heb je een klacht over hoe we met je gegevens omgaan? Neem dan eerst contact met ons op via ${site.email}. Je hebt ook het recht om een klacht in te dienen bij de Autoriteit Persoonsgegevens, via de website autoriteitpersoonsgegevens.nl.`,
        },
      ],
    },
    {
      heading: { en: '11. Changes to this statement', nl: '11. Wijzigingen in deze verklaring' },
      paragraphs: [
        {
          en: 'We may update this privacy statement from time to time. The date at the top shows when it was last updated. The version published at the time of your application applies to your application.',
          nl: 'We kunnen deze privacyverklaring van tijd tot tijd aanpassen. De datum bovenaan laat zien wanneer ze voor het laatst is bijgewerkt. Op je sollicitatie is de versie van toepassing die gepubliceerd was op het moment dat je solliciteerde.',
        },
      ],
    },
  ],
};
