import { productName, site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'windt-le-grand-leeuwenburgh',
  published: '2024-11-12',
  title: {
    en: 'Windt Le Grand Leeuwenburgh: Responsible AI for Lawyers',
    nl: 'Windt Le Grand Leeuwenburgh: verantwoorde AI voor advocaten',
  },
  summary: {
    en: 'A Rotterdam law firm trained its lawyers and support staff to use generative AI responsibly, with clear rules on confidentiality and verification.',
    nl: 'Een Rotterdams advocatenkantoor leerde zijn advocaten en ondersteunende medewerkers generatieve AI verantwoord te gebruiken, met heldere regels over vertrouwelijkheid en verificatie.',
  },
  industry: { en: 'Legal Services', nl: 'Juridische dienstverlening' },
  logo: 'Windt Le Grand Leeuwenburgh',
  image: 'law',
  color: 'indigo',
  isAcademy: true,
  featured: true,
  listTab: 'academy',
  listOrder: 2,
  gridPosition: 6,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: false,
  homeTeaser: 3,
  results: {
    en: 'Lawyers and support staff trained, firm-wide AI guidelines adopted and practical workflows for research and drafting in place.',
    nl: 'Advocaten en ondersteunende medewerkers getraind, kantoorbrede AI-richtlijnen vastgesteld en praktische werkwijzen voor onderzoek en het opstellen van stukken ingevoerd.',
  },
  companyDescription: {
    en: 'Windt Le Grand Leeuwenburgh is a law firm based in Rotterdam that advises and litigates for businesses, public bodies and private clients across a range of practice areas.',
    nl: 'Windt Le Grand Leeuwenburgh is een advocatenkantoor in Rotterdam dat bedrijven, overheden en particulieren adviseert en voor hen procedeert op uiteenlopende rechtsgebieden.',
  },
  challenge: {
    en: `Clients expect efficiency, but a law firm cannot compromise on confidentiality or accuracy.

- Lawyers were curious about AI but unsure what was allowed with client information
- Publicised cases of invented case law made the risks very visible
- The firm wanted a shared standard rather than individual experiments`,
    nl: `Cliënten verwachten efficiëntie, maar een advocatenkantoor kan geen concessies doen aan vertrouwelijkheid of juistheid.

- Advocaten waren nieuwsgierig naar AI, maar wisten niet goed wat er mocht met cliëntinformatie
- Veelbesproken gevallen van verzonnen jurisprudentie maakten de risico’s heel zichtbaar
- Het kantoor wilde een gedeelde standaard in plaats van losse, individuele experimenten`,
  },
  solution: {
    en: `${productName('Academy')} delivered a programme tailored to legal work:

- **AI Literacy Training** for all lawyers and support staff, including the EU AI Act and professional conduct rules
- **Workshops** on practical legal tasks: summarising case files, structuring first drafts and preparing client updates
- **Firm guidelines** on confidentiality, approved tools and mandatory verification of every source`,
    nl: `${site.name} Academy verzorgde een programma dat is toegesneden op juridisch werk:

- **Training AI-geletterdheid** voor alle advocaten en ondersteunende medewerkers, inclusief de EU AI Act en de beroeps- en gedragsregels
- **Workshops** over praktische juridische taken: procesdossiers samenvatten, eerste concepten structureren en updates voor cliënten voorbereiden
- **Kantoorrichtlijnen** over vertrouwelijkheid, goedgekeurde tools en verplichte verificatie van elke bron`,
  },
  keyResults: [
    { en: 'All lawyers and support staff trained', nl: 'Alle advocaten en ondersteunende medewerkers getraind' },
    { en: 'Firm-wide guidelines on AI use adopted', nl: 'Kantoorbrede richtlijnen voor AI-gebruik vastgesteld' },
    {
      en: 'Verification of sources built into every AI-assisted workflow',
      nl: 'Bronverificatie ingebouwd in elke werkwijze met AI-ondersteuning',
    },
  ],
  technologies: ['Microsoft Copilot', 'ChatGPT'],
  impact: [
    {
      title: { en: 'Confidence', nl: 'Vertrouwen' },
      desc: {
        en: 'Lawyers know *when and how* AI can help them.',
        nl: 'Advocaten weten *wanneer en hoe* AI hen kan helpen.',
      },
    },
    {
      title: { en: 'Clear boundaries', nl: 'Heldere grenzen' },
      desc: {
        en: 'Firm-wide rules on client data and approved tools.',
        nl: 'Kantoorbrede regels over cliëntgegevens en goedgekeurde tools.',
      },
    },
    {
      title: { en: 'Verified work', nl: 'Geverifieerd werk' },
      desc: {
        en: 'Every AI-assisted result is checked against original sources.',
        nl: 'Elk resultaat dat met AI tot stand komt, wordt gecontroleerd aan de hand van de oorspronkelijke bronnen.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'A shared standard across the firm instead of *individual experiments*.',
        nl: 'Eén gedeelde standaard in het hele kantoor in plaats van *individuele experimenten*.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'We wanted our people to use AI with the same care they apply to everything else. The training gave them both the confidence and the boundaries.',
      nl: 'We wilden dat onze mensen AI met dezelfde zorgvuldigheid gebruiken als al het andere. De training gaf ze zowel het vertrouwen als de grenzen.',
    },
    person: 'Jeroen Schouten',
    title: { en: 'Partner', nl: 'Partner' },
    portrait: 'jeroen-schouten',
  },
} satisfies StoryInput;
