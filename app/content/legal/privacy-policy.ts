// /privacy-policy: privacy policy for website visitors, enquirers and business contacts.
import { builtRetention, daysText } from '#contracts/retention.ts';
import { site } from '#contracts/site.ts';
import type { LegalDocFile } from '#contracts/content/legal.ts';

const { address } = site;

export const privacyPolicy: LegalDocFile = {
  slug: 'privacy-policy',
  title: { en: 'Privacy Policy', nl: 'Privacybeleid' },
  lastUpdated: '2024-09-02',
  intro: {
    en: `This privacy policy explains how ${site.legalName} (“${site.name}”, “we”, “us”) processes personal data when you visit ${site.url}, send us a message through the contact form, or do business with us. We process personal data in accordance with the General Data Protection Regulation (GDPR) and the Dutch GDPR Implementation Act (Uitvoeringswet AVG). How we handle job applications is explained separately in our Privacy Statement for Job Applicants. This privacy policy is available in Dutch and English. In case of any difference between the two versions, the Dutch text prevails.`,
    nl: `In dit privacybeleid lees je hoe ${site.legalName} (“${site.name}”, “wij”, “ons”) persoonsgegevens verwerkt wanneer je ${site.url} bezoekt, ons een bericht stuurt via het contactformulier of zaken met ons doet. We verwerken persoonsgegevens in overeenstemming met de Algemene Verordening Gegevensbescherming (AVG) en de Uitvoeringswet AVG. Hoe we met sollicitaties omgaan, staat apart beschreven in onze privacyverklaring voor sollicitanten. Dit privacybeleid is beschikbaar in het Nederlands en het Engels; bij verschillen tussen beide versies is de Nederlandse tekst leidend.`,
  },
  sections: [
    {
      heading: { en: '1. Who is responsible for your data', nl: '1. Wie is verantwoordelijk voor je gegevens' },
      paragraphs: [
        {
          en: `${site.legalName} is the controller for the processing described in this policy. We are a private limited company registered with the Netherlands Chamber of Commerce (KvK) under number ${site.chamberOfCommerce}.`,
          nl: `${site.legalName} is de verwerkingsverantwoordelijke voor de verwerkingen die in dit beleid worden beschreven. We zijn een besloten vennootschap, ingeschreven bij de Kamer van Koophandel (KvK) onder nummer ${site.chamberOfCommerce}.`,
        },
        {
          en: 'We have not appointed a data protection officer, as we are not required to. Questions about privacy are handled by our management and can be sent to the contact details below.',
          nl: 'We hebben geen functionaris voor gegevensbescherming aangesteld, omdat we daartoe niet verplicht zijn. Vragen over privacy worden behandeld door onze directie en kun je sturen naar de contactgegevens hieronder.',
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
          en: 'We only process personal data that you provide to us or that is created when you use our website. Depending on how you interact with us, this includes:',
          nl: 'We verwerken alleen persoonsgegevens die je zelf aan ons verstrekt of die ontstaan wanneer je onze website gebruikt. Afhankelijk van hoe je met ons in contact komt, gaat het om:',
        },
      ],
      list: [
        {
          en: 'Contact form: your name, company, e-mail address, phone number (optional), the area you are interested in, your message, and the date and time of submission.',
          nl: 'Contactformulier: je naam, bedrijf, e-mailadres, telefoonnummer (optioneel), het onderwerp waarin je geïnteresseerd bent, je bericht en de datum en het tijdstip van verzending.',
        },
        {
          en: 'Correspondence: e-mails and other messages you exchange with us, and notes of calls and meetings.',
          nl: 'Correspondentie: e-mails en andere berichten die je met ons uitwisselt, en aantekeningen van telefoongesprekken en afspraken.',
        },
        {
          en: 'Clients and suppliers: names, job titles and business contact details of contact persons, contract details and billing information.',
          nl: 'Klanten en leveranciers: namen, functies en zakelijke contactgegevens van contactpersonen, contractgegevens en factuurgegevens.',
        },
        {
          en: 'Training participants: name, e-mail address, organisation and attendance, so that we can organise the session and issue certificates.',
          nl: 'Deelnemers aan trainingen: naam, e-mailadres, organisatie en aanwezigheid, zodat we de sessie kunnen organiseren en certificaten kunnen uitreiken.',
        },
        {
          en: 'Technical data: IP address, browser type, the page requested and the time of the request, processed by our servers to deliver the website and protect it against abuse.',
          nl: 'Technische gegevens: IP-adres, type browser, de opgevraagde pagina en het tijdstip van het verzoek, die onze servers verwerken om de website te leveren en te beschermen tegen misbruik.',
        },
        {
          en: 'Administrator accounts: the username and a securely hashed password of authorised staff who use the admin area.',
          nl: 'Beheerdersaccounts: de gebruikersnaam en een veilig gehasht wachtwoord van bevoegde medewerkers die de beheeromgeving gebruiken.',
        },
      ],
    },
    {
      heading: { en: '3. Purposes and legal bases', nl: '3. Doeleinden en grondslagen' },
      paragraphs: [
        {
          en: 'We process personal data only for specified purposes and only where the GDPR gives us a legal basis (Article 6(1) GDPR):',
          nl: 'We verwerken persoonsgegevens alleen voor welbepaalde doeleinden en alleen als de AVG ons daarvoor een grondslag biedt (artikel 6 lid 1 AVG):',
        },
      ],
      list: [
        {
          en: 'Answering your enquiry and following up on it: our legitimate interest in responding to questions and developing business relationships (Article 6(1)(f)), or taking steps at your request before entering into an agreement (Article 6(1)(b)).',
          nl: 'Het beantwoorden en opvolgen van je vraag: ons gerechtvaardigd belang om vragen te beantwoorden en zakelijke relaties op te bouwen (artikel 6 lid 1 sub f), of het op jouw verzoek nemen van maatregelen voorafgaand aan het sluiten van een overeenkomst (artikel 6 lid 1 sub b).',
        },
        {
          en: 'Preparing and performing agreements for consultancy, implementation and training services, including planning, reporting and invoicing: performance of a contract (Article 6(1)(b)).',
          nl: 'Het voorbereiden en uitvoeren van overeenkomsten voor advies-, implementatie- en trainingsdiensten, inclusief planning, rapportage en facturering: uitvoering van een overeenkomst (artikel 6 lid 1 sub b).',
        },
        {
          en: 'Meeting our legal obligations, such as the statutory retention of financial records: legal obligation (Article 6(1)(c)).',
          nl: 'Het voldoen aan onze wettelijke verplichtingen, zoals de wettelijke bewaarplicht voor de financiële administratie: wettelijke verplichting (artikel 6 lid 1 sub c).',
        },
        {
          en: 'Keeping the website available and secure, including limiting the number of requests from a single IP address and investigating incidents: our legitimate interest in a secure service (Article 6(1)(f)).',
          nl: 'Het beschikbaar en veilig houden van de website, waaronder het beperken van het aantal verzoeken vanaf één IP-adres en het onderzoeken van incidenten: ons gerechtvaardigd belang bij een veilige dienstverlening (artikel 6 lid 1 sub f).',
        },
        {
          en: 'Sending news about our services or events: only with your consent (Article 6(1)(a)), which you can withdraw at any time through the link in each message.',
          nl: 'Het versturen van nieuws over onze diensten of evenementen: alleen met je toestemming (artikel 6 lid 1 sub a), die je op elk moment kunt intrekken via de link in elk bericht.',
        },
      ],
    },
    {
      heading: { en: '4. The privacy checkbox on our forms', nl: '4. Het privacyvakje op onze formulieren' },
      paragraphs: [
        {
          en: 'Before you send the contact form, we ask you to confirm that you have read this privacy policy. This confirmation is not a request for consent: we process the data you send on the legal bases set out above.',
          nl: 'Voordat je het contactformulier verstuurt, vragen we je te bevestigen dat je dit privacybeleid hebt gelezen. Die bevestiging is geen verzoek om toestemming: we verwerken de gegevens die je stuurt op de hierboven genoemde grondslagen.',
        },
        {
          en: 'Please do not include special categories of personal data, such as health information, in your message. We do not need them to answer your question.',
          nl: 'Neem in je bericht alsjeblieft geen bijzondere persoonsgegevens op, zoals gegevens over je gezondheid. Die hebben we niet nodig om je vraag te beantwoorden.',
        },
      ],
    },
    {
      heading: { en: '5. How long we keep your data', nl: '5. Hoe lang we je gegevens bewaren' },
      paragraphs: [
        {
          en: 'We do not keep personal data longer than necessary for the purpose for which it was collected:',
          nl: 'We bewaren persoonsgegevens niet langer dan nodig is voor het doel waarvoor ze zijn verzameld. We hanteren de volgende bewaartermijnen:',
        },
      ],
      list: [
        {
          en: `Contact form submissions: deleted automatically ${daysText(builtRetention.days)} after they reach us. Related correspondence: 24 months after our last contact, unless the enquiry leads to an agreement.`,
          nl: 'Inzendingen via het contactformulier: worden 365 dagen na ontvangst automatisch verwijderd. Bijbehorende correspondentie: 24 maanden na ons laatste contact, tenzij de vraag leidt tot een overeenkomst.',
        },
        {
          en: 'Client and contract data: for the duration of the agreement and 2 years after it ends.',
          nl: 'Klant- en contractgegevens: gedurende de looptijd van de overeenkomst en 2 jaar na afloop daarvan.',
        },
        {
          en: 'Financial records such as invoices: 7 years, as required by Dutch tax law.',
          nl: 'Financiële administratie, zoals facturen: 7 jaar, vanwege de fiscale bewaarplicht.',
        },
        {
          en: 'Training participation records: 2 years after the training, so that we can confirm attendance if you ask.',
          nl: 'Gegevens over deelname aan trainingen: 2 jaar na de training, zodat we je deelname desgevraagd kunnen bevestigen.',
        },
        {
          en: 'Server logs with IP addresses: no longer than 30 days, unless needed to investigate a specific security incident.',
          nl: 'Serverlogs met IP-adressen: niet langer dan 30 dagen, tenzij ze nodig zijn om een concreet beveiligingsincident te onderzoeken.',
        },
        {
          en: 'Administrator accounts: as long as the account is in use. Sessions end when the administrator signs out or the session expires.',
          nl: 'Beheerdersaccounts: zolang het account in gebruik is. Sessies eindigen wanneer de beheerder uitlogt of de sessie verloopt.',
        },
      ],
    },
    {
      heading: { en: '6. Who we share your data with', nl: '6. Met wie we je gegevens delen' },
      paragraphs: [
        {
          en: 'We do not sell personal data. We use a limited number of service providers (processors) who process data on our behalf and only on our instructions. We have concluded a data processing agreement with each of them, as required by Article 28 GDPR.',
          nl: 'We verkopen geen persoonsgegevens. We werken met een beperkt aantal dienstverleners (verwerkers) die gegevens namens ons en uitsluitend volgens onze instructies verwerken. Met elk van hen hebben we een verwerkersovereenkomst gesloten, zoals artikel 28 AVG voorschrijft.',
        },
        {
          en: 'We share data with other parties only when the law requires it, for example with the Dutch Tax and Customs Administration, or when you have asked us to.',
          nl: 'We delen gegevens alleen met andere partijen als de wet dat verplicht, bijvoorbeeld met de Belastingdienst, of als je ons daarom hebt gevraagd.',
        },
        {
          en: 'We do not use the messages you send us to train AI models.',
          nl: 'We gebruiken de berichten die je ons stuurt niet om AI-modellen te trainen.',
        },
      ],
      list: [
        {
          en: 'Hosting: our website and the database in which form submissions are stored run with a hosting provider in data centres within the European Union.',
          nl: 'Hosting: onze website en de database waarin formulierinzendingen worden opgeslagen, draaien bij een hostingprovider in datacenters binnen de Europese Unie.',
        },
        {
          en: 'E-mail: an e-mail service provider delivers notifications of new submissions to our team and handles our regular e-mail traffic.',
          nl: 'E-mail: een e-maildienstverlener bezorgt meldingen van nieuwe inzendingen bij ons team en verzorgt ons gewone e-mailverkeer.',
        },
        {
          en: 'Office and accounting software: used for correspondence, planning and invoicing.',
          nl: 'Kantoor- en boekhoudsoftware: voor correspondentie, planning en facturering.',
        },
      ],
    },
    {
      heading: {
        en: '7. Transfers outside the European Economic Area',
        nl: '7. Doorgifte buiten de Europese Economische Ruimte',
      },
      paragraphs: [
        {
          en: 'We aim to store and process personal data within the European Economic Area (EEA). If a service provider or one of its sub-processors does process data outside the EEA, we make sure appropriate safeguards are in place, such as an adequacy decision of the European Commission (including the EU-US Data Privacy Framework) or the European Commission’s Standard Contractual Clauses.',
          nl: 'We streven ernaar persoonsgegevens binnen de Europese Economische Ruimte (EER) op te slaan en te verwerken. Verwerkt een dienstverlener of een van zijn subverwerkers toch gegevens buiten de EER, dan zorgen we voor passende waarborgen, zoals een adequaatheidsbesluit van de Europese Commissie (waaronder het EU-VS Data Privacy Framework) of de standaardcontractbepalingen van de Europese Commissie.',
        },
      ],
    },
    {
      heading: { en: '8. Automated decision-making', nl: '8. Geautomatiseerde besluitvorming' },
      paragraphs: [
        {
          en: 'We do not make decisions about you based solely on automated processing, including profiling, that produce legal effects or similarly significantly affect you.',
          nl: 'We nemen geen besluiten over jou die uitsluitend zijn gebaseerd op geautomatiseerde verwerking, waaronder profilering, en die rechtsgevolgen voor je hebben of je anderszins in aanmerkelijke mate treffen.',
        },
      ],
    },
    {
      heading: { en: '9. How we protect your data', nl: '9. Hoe we je gegevens beveiligen' },
      paragraphs: [
        {
          en: 'Our information security management system is certified against ISO/IEC 27001. The technical and organisational measures we take include:',
          nl: 'Ons managementsysteem voor informatiebeveiliging is gecertificeerd volgens ISO/IEC 27001. De technische en organisatorische maatregelen die we nemen, zijn onder meer:',
        },
      ],
      list: [
        {
          en: 'Encryption of all traffic to and from our website (HTTPS/TLS).',
          nl: 'Versleuteling van al het verkeer van en naar onze website (HTTPS/TLS).',
        },
        {
          en: 'Access to submissions only for authorised staff with personal accounts; passwords are stored as secure hashes.',
          nl: 'Toegang tot inzendingen alleen voor bevoegde medewerkers met een persoonlijk account; wachtwoorden worden opgeslagen als veilige hashes.',
        },
        {
          en: 'Rate limiting and security headers to protect the website and forms against abuse.',
          nl: 'Rate limiting en security headers om de website en formulieren te beschermen tegen misbruik.',
        },
        {
          en: 'Regular, encrypted back-ups stored within the European Union.',
          nl: 'Regelmatige, versleutelde back-ups die binnen de Europese Unie worden opgeslagen.',
        },
        {
          en: 'Confidentiality obligations for all staff and processors.',
          nl: 'Geheimhoudingsverplichtingen voor alle medewerkers en verwerkers.',
        },
        {
          en: 'A procedure for handling data breaches, including notification to the Dutch Data Protection Authority within 72 hours where required.',
          nl: 'Een procedure voor de afhandeling van datalekken, inclusief melding aan de Autoriteit Persoonsgegevens binnen 72 uur waar dat verplicht is.',
        },
      ],
    },
    {
      heading: { en: '10. Cookies', nl: '10. Cookies' },
      paragraphs: [
        {
          en: 'Our website does not use analytics or advertising cookies. The few strictly necessary technologies we do use are described in our Cookie Policy.',
          nl: 'Onze website gebruikt geen analytische of advertentiecookies. De paar strikt noodzakelijke technieken die we wel gebruiken, staan beschreven in ons cookiebeleid.',
        },
      ],
    },
    {
      heading: { en: '11. Your rights', nl: '11. Je rechten' },
      paragraphs: [
        {
          en: `Under the GDPR you have the rights listed below. To exercise them, send an e-mail to ${site.email}. We respond within one month. For complex requests this period may be extended by two further months, in which case we will let you know. We may ask you to verify your identity, and we never ask for a copy of your passport or identity card to do so. Exercising your rights is free of charge.`,
          nl: `Op grond van de AVG heb je de rechten die hieronder staan. Wil je die uitoefenen, stuur dan een e-mail naar ${site.email}. We reageren binnen een maand. Bij complexe verzoeken kan deze termijn met nog twee maanden worden verlengd; in dat geval laten we je dat weten. We kunnen je vragen je identiteit te bevestigen, maar vragen daarvoor nooit om een kopie van je paspoort of identiteitskaart. Het uitoefenen van je rechten is kosteloos.`,
        },
      ],
      list: [
        {
          en: 'Right of access: to know which personal data we hold about you and to receive a copy (Article 15).',
          nl: 'Recht op inzage: weten welke persoonsgegevens we van je hebben en daarvan een kopie ontvangen (artikel 15).',
        },
        {
          en: 'Right to rectification: to have incorrect or incomplete data corrected (Article 16).',
          nl: 'Recht op rectificatie: onjuiste of onvolledige gegevens laten corrigeren (artikel 16).',
        },
        {
          en: 'Right to erasure: to have your data deleted where there is no longer a reason to keep it (Article 17).',
          nl: 'Recht op gegevenswissing: je gegevens laten verwijderen als er geen reden meer is om ze te bewaren (artikel 17).',
        },
        {
          en: 'Right to restriction: to have the processing temporarily limited (Article 18).',
          nl: 'Recht op beperking van de verwerking: de verwerking tijdelijk laten beperken (artikel 18).',
        },
        {
          en: 'Right to data portability: to receive data you provided in a structured, machine-readable format (Article 20).',
          nl: 'Recht op overdraagbaarheid van gegevens: gegevens die je zelf hebt verstrekt ontvangen in een gestructureerde, machineleesbare vorm (artikel 20).',
        },
        {
          en: 'Right to object: to object to processing based on our legitimate interests (Article 21).',
          nl: 'Recht van bezwaar: bezwaar maken tegen verwerking op basis van ons gerechtvaardigd belang (artikel 21).',
        },
        {
          en: 'Right to withdraw consent: at any time, without affecting processing that took place before the withdrawal.',
          nl: 'Recht om toestemming in te trekken: op elk moment, zonder dat dit gevolgen heeft voor de verwerking vóór de intrekking.',
        },
      ],
    },
    {
      heading: { en: '12. Complaints', nl: '12. Klachten' },
      paragraphs: [
        {
          en: `If you are not satisfied with how we handle your personal data, please contact us first at ${site.email}; we would like to resolve it together. You also have the right to lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) via its website, autoriteitpersoonsgegevens.nl.`,
          nl: `Ben je niet tevreden over hoe we met je persoonsgegevens omgaan? Neem dan eerst contact met ons op via ${site.email}; we lossen het graag samen op. Je hebt ook het recht om een klacht in te dienen bij de Autoriteit Persoonsgegevens, via de website autoriteitpersoonsgegevens.nl.`,
        },
      ],
    },
    {
      heading: { en: '13. Changes to this policy', nl: '13. Wijzigingen in dit beleid' },
      paragraphs: [
        {
          en: 'We may update this privacy policy when our services or the law change. The date at the top shows when it was last updated. If a change significantly affects how we process your data, we will inform you where possible.',
          nl: 'We kunnen dit privacybeleid aanpassen wanneer onze diensten of de wet veranderen. De datum bovenaan laat zien wanneer het voor het laatst is bijgewerkt. Heeft een wijziging aanzienlijke gevolgen voor hoe we je gegevens verwerken, dan informeren we je daar waar mogelijk over.',
        },
      ],
    },
  ],
};
