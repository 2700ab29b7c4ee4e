// General terms and conditions of engagement (linked from the footer as a PDF).
import { site } from '#contracts/site.ts';
import type { LegalDocFile } from '#contracts/content/legal.ts';

const { address } = site;

export const generalConditions: LegalDocFile = {
  slug: 'general-conditions',
  title: { en: 'General Terms and Conditions', nl: 'Algemene voorwaarden' },
  lastUpdated: '2024-03-01',
  intro: {
    en: `These general terms and conditions apply to consultancy, implementation and training services provided by ${site.legalName}, with its registered office at ${address.street}, ${address.postalCode} ${address.city}, ${address.country.en}, registered with the Netherlands Chamber of Commerce under number ${site.chamberOfCommerce}. These general terms and conditions are available in Dutch and English. In case of any difference between the two versions, the Dutch text prevails.`,
    nl: `Deze algemene voorwaarden zijn van toepassing op advies-, implementatie- en trainingsdiensten van ${site.legalName}, statutair gevestigd aan de ${address.street}, ${address.postalCode} ${address.city}, ${address.country.nl}, ingeschreven bij de Kamer van Koophandel onder nummer ${site.chamberOfCommerce}. Deze algemene voorwaarden zijn beschikbaar in het Nederlands en het Engels; bij verschillen tussen beide versies is de Nederlandse tekst leidend.`,
  },
  sections: [
    {
      heading: { en: 'Article 1. Definitions', nl: 'Artikel 1. Definities' },
      paragraphs: [
        {
          en: 'In these terms and conditions, the following terms have the meanings set out below:',
          nl: 'In deze algemene voorwaarden hebben de volgende begrippen de hierna vermelde betekenis:',
        },
      ],
      list: [
        {
          en: `${site.name}: ${site.legalName}, the user of these terms and conditions.`,
          nl: `${site.name}: ${site.legalName}, de gebruiker van deze algemene voorwaarden.`,
        },
        {
          en: `Client: the legal entity or person that requests an offer from or enters into an Agreement with ${site.name}.`,
          nl: `Opdrachtgever: de rechtspersoon of natuurlijke persoon die ${site.name} om een offerte vraagt of met ${site.name} een Overeenkomst sluit.`,
        },
        {
          en: `Agreement: every agreement between ${site.name} and the Client for the provision of Services, including any changes and additions.`,
          nl: `Overeenkomst: iedere overeenkomst tussen ${site.name} en Opdrachtgever voor het leveren van Diensten, inclusief eventuele wijzigingen en aanvullingen.`,
        },
        {
          en: 'Services: consultancy, implementation and training services, including AI scans, pressure cookers, pilots, the development of AI solutions and support for a Center of AI Excellence.',
          nl: 'Diensten: advies-, implementatie- en trainingsdiensten, waaronder AI-scans, pressure cookers, pilots, de ontwikkeling van AI-oplossingen en ondersteuning bij een Center of AI Excellence.',
        },
        {
          en: 'Training: courses, workshops, training programmes and coaching provided under the Academy label, on-site or online.',
          nl: 'Training: cursussen, workshops, trainingsprogramma’s en coaching die onder het label Academy worden verzorgd, op locatie of online.',
        },
        {
          en: `Deliverables: all results of the Services that ${site.name} provides to the Client, such as reports, software, models, prompts, configurations and training materials.`,
          nl: `Resultaten: alle resultaten van de Diensten die ${site.name} aan Opdrachtgever levert, zoals rapporten, software, modellen, prompts, configuraties en trainingsmateriaal.`,
        },
        {
          en: `Client Data: all data, documents and information that the Client makes available to ${site.name} for the performance of the Agreement.`,
          nl: `Gegevens van Opdrachtgever: alle data, documenten en informatie die Opdrachtgever voor de uitvoering van de Overeenkomst aan ${site.name} ter beschikking stelt.`,
        },
        { en: 'In writing: on paper or by e-mail.', nl: 'Schriftelijk: op papier of per e-mail.' },
      ],
    },
    {
      heading: { en: 'Article 2. Applicability', nl: 'Artikel 2. Toepasselijkheid' },
      paragraphs: [
        {
          en: `2.1 These terms and conditions apply to every offer made by ${site.name} and to every Agreement, unless the parties have expressly agreed otherwise in writing.`,
          nl: `2.1 Deze algemene voorwaarden zijn van toepassing op iedere offerte van ${site.name} en op iedere Overeenkomst, tenzij partijen uitdrukkelijk en Schriftelijk anders zijn overeengekomen.`,
        },
        {
          en: '2.2 The applicability of the Client’s purchasing conditions or other general terms is expressly rejected.',
          nl: '2.2 De toepasselijkheid van inkoopvoorwaarden of andere algemene voorwaarden van Opdrachtgever wordt uitdrukkelijk van de hand gewezen.',
        },
        {
          en: '2.3 If a provision of these terms and conditions is void or annulled, the remaining provisions continue to apply in full. The parties will then agree on a replacement provision that reflects the purpose of the original provision as closely as possible.',
          nl: '2.3 Is een bepaling van deze algemene voorwaarden nietig of wordt zij vernietigd, dan blijven de overige bepalingen volledig van kracht. Partijen komen in dat geval een vervangende bepaling overeen die het doel van de oorspronkelijke bepaling zo dicht mogelijk benadert.',
        },
        {
          en: '2.4 In the event of a conflict between the Agreement and these terms and conditions, the Agreement prevails.',
          nl: '2.4 Bij strijdigheid tussen de Overeenkomst en deze algemene voorwaarden gaat de Overeenkomst voor.',
        },
      ],
    },
    {
      heading: {
        en: 'Article 3. Offers and formation of the Agreement',
        nl: 'Artikel 3. Offertes en totstandkoming van de Overeenkomst',
      },
      paragraphs: [
        {
          en: `3.1 All offers from ${site.name} are without obligation and valid for 30 days, unless stated otherwise in the offer.`,
          nl: `3.1 Alle offertes van ${site.name} zijn vrijblijvend en 30 dagen geldig, tenzij in de offerte anders is vermeld.`,
        },
        {
          en: `3.2 An Agreement is formed when the Client accepts an offer in writing, or when ${site.name} starts performing the Services at the Client’s request.`,
          nl: `3.2 Een Overeenkomst komt tot stand wanneer Opdrachtgever een offerte Schriftelijk aanvaardt, of wanneer ${site.name} op verzoek van Opdrachtgever begint met de uitvoering van de Diensten.`,
        },
        {
          en: `3.3 ${site.name} is not bound by an offer that contains an obvious mistake or error.`,
          nl: `3.3 ${site.name} is niet gebonden aan een offerte die een kennelijke vergissing of verschrijving bevat.`,
        },
      ],
    },
    {
      heading: { en: 'Article 4. Performance of the Services', nl: 'Artikel 4. Uitvoering van de Diensten' },
      paragraphs: [
        {
          en: `4.1 ${site.name} performs the Services to the best of its ability and with the care that may be expected of a professional service provider. All obligations are obligations to use best efforts, unless a specific result has been expressly agreed in writing.`,
          nl: `4.1 ${site.name} voert de Diensten naar beste vermogen uit, met de zorgvuldigheid die van een professionele dienstverlener mag worden verwacht. Alle verplichtingen zijn inspanningsverplichtingen, tenzij uitdrukkelijk en Schriftelijk een bepaald resultaat is overeengekomen.`,
        },
        {
          en: `4.2 The Client provides, on time, all information, Client Data, access to systems and availability of staff that ${site.name} reasonably needs. The Client guarantees that it is entitled to make Client Data available for the purposes of the Agreement. Delays or additional costs caused by the Client not meeting these obligations are at the Client’s expense.`,
          nl: `4.2 Opdrachtgever verstrekt tijdig alle informatie, Gegevens van Opdrachtgever, toegang tot systemen en beschikbaarheid van medewerkers die ${site.name} redelijkerwijs nodig heeft. Opdrachtgever staat ervoor in dat hij gerechtigd is de Gegevens van Opdrachtgever voor de doeleinden van de Overeenkomst ter beschikking te stellen. Vertraging of extra kosten doordat Opdrachtgever deze verplichtingen niet nakomt, komen voor rekening van Opdrachtgever.`,
        },
        {
          en: `4.3 Agreed timelines are target dates and not strict deadlines, unless expressly agreed otherwise in writing. If a timeline is at risk, ${site.name} will inform the Client as soon as possible.`,
          nl: `4.3 Overeengekomen termijnen zijn streefdata en geen fatale termijnen, tenzij uitdrukkelijk en Schriftelijk anders is overeengekomen. Dreigt een termijn niet te worden gehaald, dan informeert ${site.name} Opdrachtgever zo snel mogelijk.`,
        },
        {
          en: `4.4 ${site.name} may engage third parties in the performance of the Agreement, while remaining responsible for the Services towards the Client.`,
          nl: `4.4 ${site.name} mag bij de uitvoering van de Overeenkomst derden inschakelen en blijft daarbij jegens Opdrachtgever verantwoordelijk voor de Diensten.`,
        },
        {
          en: '4.5 AI solutions, including those based on generative AI, can produce incorrect, incomplete or unexpected output. The Client is responsible for the way it uses Deliverables and their output, and for appropriate human review of decisions based on them, including compliance with the EU AI Act for its own use.',
          nl: '4.5 AI-oplossingen, waaronder oplossingen op basis van generatieve AI, kunnen onjuiste, onvolledige of onverwachte uitvoer genereren. Opdrachtgever is verantwoordelijk voor de wijze waarop hij Resultaten en de uitvoer daarvan gebruikt en voor passende menselijke controle op besluiten die daarop zijn gebaseerd, waaronder naleving van de EU AI Act voor zijn eigen gebruik.',
        },
        {
          en: `4.6 Where ${site.name} processes personal data on behalf of the Client, the parties will conclude a data processing agreement in accordance with Article 28 of the General Data Protection Regulation.`,
          nl: `4.6 Verwerkt ${site.name} persoonsgegevens ten behoeve van Opdrachtgever, dan sluiten partijen een verwerkersovereenkomst in overeenstemming met artikel 28 van de Algemene Verordening Gegevensbescherming.`,
        },
      ],
    },
    {
      heading: { en: 'Article 5. Training', nl: 'Artikel 5. Trainingen' },
      paragraphs: [
        {
          en: '5.1 Registrations for Training are binding once confirmed in writing.',
          nl: '5.1 Inschrijvingen voor een Training zijn bindend zodra ze Schriftelijk zijn bevestigd.',
        },
        {
          en: '5.2 The Client may cancel a Training free of charge up to 30 days before the start date. In the case of cancellation between 30 and 14 days before the start date, 50% of the agreed fee is due. In the case of cancellation within 14 days of the start date, or of non-attendance, the full fee is due. A participant may be replaced by another person from the Client’s organisation at no extra charge.',
          nl: '5.2 Opdrachtgever kan een Training tot 30 dagen vóór de startdatum kosteloos annuleren. Bij annulering tussen 30 en 14 dagen vóór de startdatum is 50% van de overeengekomen vergoeding verschuldigd. Bij annulering binnen 14 dagen vóór de startdatum, of bij afwezigheid zonder annulering, is de volledige vergoeding verschuldigd. Een deelnemer mag zonder meerkosten worden vervangen door een andere persoon uit de organisatie van Opdrachtgever.',
        },
        {
          en: `5.3 ${site.name} may reschedule a Training in the event of illness of the trainer or other circumstances beyond its control, in consultation with the Client. If no suitable new date can be agreed, the Client is entitled to a refund of any fees already paid for that Training.`,
          nl: `5.3 ${site.name} mag een Training in overleg met Opdrachtgever verplaatsen bij ziekte van de trainer of andere omstandigheden buiten haar macht. Kan geen passende nieuwe datum worden afgesproken, dan heeft Opdrachtgever recht op terugbetaling van de voor die Training al betaalde vergoedingen.`,
        },
        {
          en: '5.4 Training materials are provided for the personal use of participants within the Client’s organisation.',
          nl: '5.4 Trainingsmateriaal wordt verstrekt voor persoonlijk gebruik door deelnemers binnen de organisatie van Opdrachtgever.',
        },
      ],
    },
    {
      heading: { en: 'Article 6. Changes and additional work', nl: 'Artikel 6. Wijzigingen en meerwerk' },
      paragraphs: [
        {
          en: '6.1 If the Client wishes to change the scope of the Services, the parties will agree on the change and its consequences for fees and timelines in writing before the work is carried out.',
          nl: '6.1 Wil Opdrachtgever de omvang van de Diensten wijzigen, dan leggen partijen de wijziging en de gevolgen daarvan voor vergoedingen en termijnen Schriftelijk vast voordat het werk wordt uitgevoerd.',
        },
        {
          en: `6.2 Additional work performed at the Client’s request is charged at the rates agreed in the Agreement or, if no rates were agreed, at the usual rates of ${site.name}.`,
          nl: `6.2 Meerwerk dat op verzoek van Opdrachtgever wordt verricht, wordt gefactureerd tegen de in de Overeenkomst afgesproken tarieven of, als er geen tarieven zijn afgesproken, tegen de gebruikelijke tarieven van ${site.name}.`,
        },
      ],
    },
    {
      heading: { en: 'Article 7. Fees and payment', nl: 'Artikel 7. Vergoedingen en betaling' },
      paragraphs: [
        {
          en: '7.1 All fees are in euros and exclusive of VAT and other levies imposed by the government. Travel and accommodation costs outside the Netherlands are charged separately, unless agreed otherwise.',
          nl: '7.1 Alle vergoedingen luiden in euro’s en zijn exclusief btw en andere door de overheid opgelegde heffingen. Reis- en verblijfkosten buiten Nederland worden apart in rekening gebracht, tenzij anders is overeengekomen.',
        },
        {
          en: `7.2 Services on a time-and-materials basis are invoiced monthly in arrears. Fixed-price Services are invoiced according to the payment schedule in the Agreement. ${site.name} may adjust its hourly rates once a year with effect from 1 January, and will announce the adjustment at least one month in advance.`,
          nl: `7.2 Diensten op basis van nacalculatie worden maandelijks achteraf gefactureerd. Diensten tegen een vaste prijs worden gefactureerd volgens het betalingsschema in de Overeenkomst. ${site.name} mag haar uurtarieven eenmaal per jaar aanpassen met ingang van 1 januari en maakt de aanpassing ten minste een maand van tevoren bekend.`,
        },
        {
          en: '7.3 Invoices must be paid within 30 days of the invoice date. If the Client fails to pay on time, it is in default without notice being required and owes the statutory commercial interest (Article 6:119a of the Dutch Civil Code) and reasonable extrajudicial collection costs.',
          nl: '7.3 Facturen moeten binnen 30 dagen na factuurdatum worden betaald. Betaalt Opdrachtgever niet op tijd, dan is hij van rechtswege in verzuim, zonder dat een ingebrekestelling is vereist, en is hij de wettelijke handelsrente (artikel 6:119a Burgerlijk Wetboek) en redelijke buitengerechtelijke incassokosten verschuldigd.',
        },
        {
          en: `7.4 If the Client remains in default, ${site.name} may suspend the performance of the Agreement after giving written notice.`,
          nl: `7.4 Blijft Opdrachtgever in verzuim, dan mag ${site.name} de uitvoering van de Overeenkomst na Schriftelijke kennisgeving opschorten.`,
        },
      ],
    },
    {
      heading: { en: 'Article 8. Intellectual property', nl: 'Artikel 8. Intellectueel eigendom' },
      paragraphs: [
        {
          en: '8.1 All intellectual property rights that existed before the Agreement remain with the party that owned them.',
          nl: '8.1 Alle intellectuele-eigendomsrechten die al vóór de Overeenkomst bestonden, blijven bij de partij die ze had.',
        },
        {
          en: `8.2 Intellectual property rights in Deliverables made specifically for the Client transfer to the Client upon full payment of the fees due for them. This does not apply to the generic tools, components, methods, templates and know-how of ${site.name}, which remain the property of ${site.name}. To the extent that such elements are part of a Deliverable, the Client receives a non-exclusive, perpetual licence to use them within its own organisation.`,
          nl: `8.2 De intellectuele-eigendomsrechten op Resultaten die specifiek voor Opdrachtgever zijn gemaakt, gaan over op Opdrachtgever zodra de daarvoor verschuldigde vergoedingen volledig zijn betaald. Dit geldt niet voor de generieke tools, componenten, methoden, sjablonen en knowhow van ${site.name}, die eigendom blijven van ${site.name}. Voor zover zulke onderdelen deel uitmaken van een Resultaat, krijgt Opdrachtgever een niet-exclusieve, eeuwigdurende licentie om ze binnen de eigen organisatie te gebruiken.`,
        },
        {
          en: `8.3 Training materials remain the property of ${site.name}. The Client may not reproduce or distribute them outside its own organisation without prior written permission.`,
          nl: `8.3 Trainingsmateriaal blijft eigendom van ${site.name}. Opdrachtgever mag het zonder voorafgaande Schriftelijke toestemming niet buiten de eigen organisatie verveelvoudigen of verspreiden.`,
        },
        {
          en: `8.4 Client Data remains the property of the Client. ${site.name} uses Client Data only for the performance of the Agreement and does not use it to train AI models for other clients.`,
          nl: `8.4 Gegevens van Opdrachtgever blijven eigendom van Opdrachtgever. ${site.name} gebruikt Gegevens van Opdrachtgever uitsluitend voor de uitvoering van de Overeenkomst en gebruikt ze niet om AI-modellen voor andere klanten te trainen.`,
        },
      ],
    },
    {
      heading: { en: 'Article 9. Confidentiality', nl: 'Artikel 9. Geheimhouding' },
      paragraphs: [
        {
          en: '9.1 Both parties keep confidential all information they receive from each other that is designated as confidential or that they should reasonably understand to be confidential, and use it only for the performance of the Agreement.',
          nl: '9.1 Beide partijen houden alle informatie die zij van elkaar ontvangen en die als vertrouwelijk is aangemerkt, of waarvan zij redelijkerwijs moeten begrijpen dat die vertrouwelijk is, geheim en gebruiken die uitsluitend voor de uitvoering van de Overeenkomst.',
        },
        {
          en: '9.2 This obligation does not apply to information that is publicly available without breach of this article, or that a party is required to disclose by law or by order of a competent authority.',
          nl: '9.2 Deze verplichting geldt niet voor informatie die openbaar beschikbaar is zonder dat dit artikel is geschonden, of die een partij op grond van de wet of een bevel van een bevoegde instantie moet openbaren.',
        },
        {
          en: '9.3 The confidentiality obligation continues to apply for 2 years after the end of the Agreement, and for trade secrets for as long as they remain secret.',
          nl: '9.3 De geheimhoudingsplicht blijft gelden tot 2 jaar na het einde van de Overeenkomst, en voor bedrijfsgeheimen zolang die geheim blijven.',
        },
      ],
    },
    {
      heading: { en: 'Article 10. Liability', nl: 'Artikel 10. Aansprakelijkheid' },
      paragraphs: [
        {
          en: `10.1 The liability of ${site.name} for attributable failure in the performance of the Agreement, tort or any other cause is limited to compensation for direct damage, up to a maximum of the amount invoiced under the Agreement (excluding VAT) in the 6 months preceding the event that caused the damage. In all cases, this liability is limited to the amount paid out by the professional liability insurer of ${site.name} in the case concerned.`,
          nl: `10.1 De aansprakelijkheid van ${site.name} wegens toerekenbare tekortkoming in de nakoming van de Overeenkomst, onrechtmatige daad of op welke andere grond ook, is beperkt tot vergoeding van directe schade, tot ten hoogste het bedrag dat op grond van de Overeenkomst is gefactureerd (exclusief btw) in de 6 maanden voorafgaand aan de gebeurtenis die de schade heeft veroorzaakt. In alle gevallen is deze aansprakelijkheid beperkt tot het bedrag dat de beroepsaansprakelijkheidsverzekeraar van ${site.name} in het betreffende geval uitkeert.`,
        },
        {
          en: `10.2 ${site.name} is not liable for indirect damage, including consequential loss, lost profit, lost savings, loss or corruption of data, reputational damage and damage resulting from business interruption.`,
          nl: `10.2 ${site.name} is niet aansprakelijk voor indirecte schade, waaronder gevolgschade, gederfde winst, gemiste besparingen, verlies of beschadiging van gegevens, reputatieschade en schade door bedrijfsstagnatie.`,
        },
        {
          en: `10.3 ${site.name} is not liable for damage resulting from decisions the Client takes on the basis of output of AI solutions without appropriate human review, or from the use of Client Data that the Client was not entitled to provide.`,
          nl: `10.3 ${site.name} is niet aansprakelijk voor schade die het gevolg is van besluiten die Opdrachtgever neemt op basis van uitvoer van AI-oplossingen zonder passende menselijke controle, of van het gebruik van Gegevens van Opdrachtgever die Opdrachtgever niet gerechtigd was te verstrekken.`,
        },
        {
          en: `10.4 The limitations in this article do not apply if the damage is caused by intent or deliberate recklessness on the part of the management of ${site.name}.`,
          nl: `10.4 De beperkingen in dit artikel gelden niet als de schade het gevolg is van opzet of bewuste roekeloosheid van de bedrijfsleiding van ${site.name}.`,
        },
        {
          en: `10.5 A claim for damages lapses if it has not been reported to ${site.name} in writing within 12 months after the Client became aware, or could reasonably have become aware, of the damage.`,
          nl: `10.5 Een vordering tot schadevergoeding vervalt als de schade niet binnen 12 maanden nadat Opdrachtgever ervan op de hoogte was of redelijkerwijs op de hoogte had kunnen zijn, Schriftelijk bij ${site.name} is gemeld.`,
        },
      ],
    },
    {
      heading: { en: 'Article 11. Force majeure', nl: 'Artikel 11. Overmacht' },
      paragraphs: [
        {
          en: '11.1 A party is not bound to fulfil an obligation if it is prevented from doing so by force majeure. Force majeure includes the failure of suppliers, cloud or AI platform providers, power and network outages, cyber attacks despite reasonable security measures, epidemics and government measures.',
          nl: '11.1 Een partij is niet gehouden een verplichting na te komen als zij daarin door overmacht wordt verhinderd. Onder overmacht wordt onder meer verstaan: tekortkomingen van leveranciers, van aanbieders van cloud- of AI-platforms, stroom- en netwerkstoringen, cyberaanvallen ondanks redelijke beveiligingsmaatregelen, epidemieën en overheidsmaatregelen.',
        },
        {
          en: '11.2 If a situation of force majeure lasts longer than 60 days, either party may terminate the Agreement in writing for the part not yet performed, without any obligation to pay compensation. Services already performed remain payable.',
          nl: '11.2 Duurt een overmachtssituatie langer dan 60 dagen, dan mag elk van de partijen de Overeenkomst voor het nog niet uitgevoerde deel Schriftelijk ontbinden, zonder verplichting tot schadevergoeding. Reeds verrichte Diensten blijven verschuldigd.',
        },
      ],
    },
    {
      heading: { en: 'Article 12. Term and termination', nl: 'Artikel 12. Duur en beëindiging' },
      paragraphs: [
        {
          en: '12.1 An Agreement for a fixed term ends on the expiry of that term. An Agreement for an indefinite term may be terminated by either party in writing with a notice period of one month.',
          nl: '12.1 Een Overeenkomst voor bepaalde tijd eindigt door het verstrijken van die tijd. Een Overeenkomst voor onbepaalde tijd kan door elk van de partijen Schriftelijk worden opgezegd met inachtneming van een opzegtermijn van een maand.',
        },
        {
          en: '12.2 Either party may terminate the Agreement in writing with immediate effect if the other party is declared bankrupt or granted a suspension of payments, or if it fails to perform a material obligation and has not remedied that failure within 30 days of receiving a written notice of default.',
          nl: '12.2 Elk van de partijen mag de Overeenkomst Schriftelijk met onmiddellijke ingang beëindigen als de andere partij failliet wordt verklaard of (voorlopige) surseance van betaling krijgt, of als zij een wezenlijke verplichting niet nakomt en die tekortkoming niet binnen 30 dagen na ontvangst van een Schriftelijke ingebrekestelling heeft hersteld.',
        },
        {
          en: '12.3 Services performed and costs incurred until the date of termination remain payable. Provisions that by their nature are intended to survive termination, such as those on confidentiality, intellectual property and liability, remain in force.',
          nl: '12.3 Diensten die tot de datum van beëindiging zijn verricht en kosten die tot dan zijn gemaakt, blijven verschuldigd. Bepalingen die naar hun aard bedoeld zijn om na beëindiging door te werken, zoals die over geheimhouding, intellectueel eigendom en aansprakelijkheid, blijven van kracht.',
        },
      ],
    },
    {
      heading: { en: 'Article 13. Applicable law and disputes', nl: 'Artikel 13. Toepasselijk recht en geschillen' },
      paragraphs: [
        {
          en: '13.1 Every Agreement and these terms and conditions are governed by Dutch law. The United Nations Convention on Contracts for the International Sale of Goods (CISG) does not apply.',
          nl: '13.1 Op iedere Overeenkomst en op deze algemene voorwaarden is Nederlands recht van toepassing. Het Weens Koopverdrag (CISG) is niet van toepassing.',
        },
        {
          en: '13.2 The parties will first try to settle a dispute through consultation. Disputes that cannot be resolved in this way are submitted exclusively to the competent court in Rotterdam (Rechtbank Rotterdam).',
          nl: '13.2 Partijen proberen een geschil eerst in onderling overleg op te lossen. Geschillen die niet op die manier kunnen worden opgelost, worden uitsluitend voorgelegd aan de bevoegde rechter van de Rechtbank Rotterdam.',
        },
      ],
    },
  ],
};
