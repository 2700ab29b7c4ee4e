import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'asml',
  published: '2024-05-21',
  title: { en: 'ASML: Faster Answers for Support Engineers', nl: 'ASML: sneller antwoord voor support engineers' },
  summary: {
    en: 'A scoped pilot of an assistant that helps customer-support engineers search service documentation and previously resolved cases.',
    nl: 'Een afgebakende pilot met een assistent die customer support engineers helpt zoeken in servicedocumentatie en eerder opgeloste cases.',
  },
  industry: { en: 'Semiconductors', nl: 'Halfgeleiders' },
  logo: 'ASML',
  image: 'chip',
  color: 'indigo',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results: {
    en: 'Support engineers in the pilot group found relevant documentation and earlier solutions noticeably faster, without data leaving the approved environment.',
    nl: 'Support engineers in de pilotgroep vonden relevante documentatie en eerdere oplossingen merkbaar sneller, zonder dat er data de goedgekeurde omgeving verliet.',
  },
  companyDescription: {
    en: 'ASML, headquartered in Veldhoven, develops and builds the lithography systems that chipmakers use to pattern microchips. Its systems are supported around the clock by engineers at customer sites and in regional support centres.',
    nl: 'ASML, met het hoofdkantoor in Veldhoven, ontwikkelt en bouwt de lithografiesystemen waarmee chipfabrikanten patronen op microchips aanbrengen. Die systemen worden dag en nacht ondersteund door engineers op locatie bij klanten en in regionale supportcentra.',
  },
  challenge: {
    en: `Solving a machine issue quickly often depends on knowing that a colleague solved something similar before.

- Service documentation is extensive and updated frequently
- Notes on resolved cases are written in free text and are hard to search
- Strict confidentiality rules apply to every piece of technical information`,
    nl: `Een storing aan een machine snel oplossen hangt vaak af van de wetenschap dat een collega eerder iets vergelijkbaars heeft opgelost.

- De servicedocumentatie is omvangrijk en wordt vaak bijgewerkt
- Notities over opgeloste cases zijn in vrije tekst geschreven en lastig doorzoekbaar
- Op elk stukje technische informatie zijn strenge vertrouwelijkheidsregels van toepassing`,
  },
  solution: {
    en: `${site.name} and the support engineering team defined a narrow pilot: one product family, one support centre and a **retrieval assistant** that searches both **service manuals** and **resolved case notes**.

- Answers list the documents and cases they are based on, ranked by relevance
- The assistant runs in an access-controlled environment approved by information security
- Engineers rated every answer, which gave the team a clear view of where retrieval fell short`,
    nl: `${site.name} en het support-engineeringteam bakenden een smalle pilot af: één productfamilie, één supportcentrum en een **zoekassistent** die zowel **servicehandleidingen** als **notities van opgeloste cases** doorzoekt.

- Antwoorden vermelden de documenten en cases waarop ze zijn gebaseerd, gerangschikt op relevantie
- De assistent draait in een afgeschermde omgeving die door informatiebeveiliging is goedgekeurd
- Engineers beoordeelden elk antwoord, waardoor het team precies zag waar het zoeken tekortschoot`,
  },
  keyResults: [
    { en: 'Pilot assistant live for one product family', nl: 'Pilotassistent live voor één productfamilie' },
    {
      en: 'Every answer backed by links to manuals or resolved cases',
      nl: 'Elk antwoord onderbouwd met links naar handleidingen of opgeloste cases',
    },
    {
      en: 'Clear evaluation data to decide on a broader rollout',
      nl: 'Heldere evaluatiedata om te besluiten over een bredere uitrol',
    },
  ],
  technologies: ['Azure OpenAI', 'Hybrid semantic search', 'Python', 'Access-controlled document index'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: { en: 'Less searching', nl: 'Minder zoeken' },
      desc: {
        en: 'Engineers find relevant manuals and earlier cases *in one place*.',
        nl: 'Engineers vinden relevante handleidingen en eerdere cases *op één plek*.',
      },
    },
    {
      title: { en: 'Reuse of experience', nl: 'Ervaring hergebruiken' },
      desc: {
        en: 'Solutions recorded in old case notes are surfaced again when they are relevant.',
        nl: 'Oplossingen uit oude casenotities komen weer boven water wanneer ze relevant zijn.',
      },
    },
    {
      title: { en: 'Secure by default', nl: 'Standaard veilig' },
      desc: {
        en: 'The pilot runs entirely within an environment approved by information security.',
        nl: 'De pilot draait volledig binnen een omgeving die door informatiebeveiliging is goedgekeurd.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'Evaluation data from real engineers gives a *fact-based* decision on the next step.',
        nl: 'Evaluatiedata van echte engineers maakt een *onderbouwd* besluit over de volgende stap mogelijk.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'The value was not in clever wording but in finding the one case note from two years ago that described exactly our problem.',
      nl: 'De waarde zat niet in mooie formuleringen, maar in het terugvinden van die ene casenotitie van twee jaar geleden die precies ons probleem beschreef.',
    },
    person: 'Pieter Hendriks',
    title: { en: 'Team Lead Customer Support Engineering', nl: 'Teamleider Customer Support Engineering' },
    portrait: 'pieter-hendriks',
  },
} satisfies StoryInput;
