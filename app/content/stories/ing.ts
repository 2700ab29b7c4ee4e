import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'ing',
  published: '2023-12-05',
  title: {
    en: 'ING: Summarising Client Due-Diligence Files',
    nl: 'ING: klantdossiers samenvatten voor cliëntonderzoek',
  },
  summary: {
    en: 'A pilot in which analysts receive a structured summary of a client due-diligence file before starting their review.',
    nl: 'Een pilot waarin analisten een gestructureerde samenvatting van een klantdossier krijgen voordat ze aan hun cliëntonderzoek beginnen.',
  },
  industry: { en: 'Banking', nl: 'Bankwezen' },
  logo: 'ING',
  image: 'bank',
  color: 'amber',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results: {
    en: 'Analysts in the pilot started their reviews from a structured overview, with every statement linked to the underlying document.',
    nl: 'Analisten in de pilot begonnen hun beoordeling met een gestructureerd overzicht, waarin elke bewering gekoppeld is aan het onderliggende document.',
  },
  companyDescription: {
    en: 'ING is a Dutch multinational bank. Like every bank, it must know its clients and periodically review their files to meet anti-money-laundering rules.',
    nl: 'ING is een Nederlandse multinationale bank. Zoals elke bank moet ING haar klanten kennen en hun dossiers periodiek herbeoordelen om te voldoen aan de regels tegen witwassen.',
  },
  challenge: {
    en: `Periodic client reviews require reading large files before any judgement can be made.

- Files contain registry extracts, ownership structures, correspondence and earlier reviews
- Analysts spent much of their time collecting facts rather than assessing risk
- Every conclusion must be traceable for auditors and supervisors`,
    nl: `Voor een periodieke klantbeoordeling moet eerst een omvangrijk dossier worden gelezen voordat er een oordeel mogelijk is.

- Dossiers bevatten uittreksels uit registers, eigendomsstructuren, correspondentie en eerdere beoordelingen
- Analisten waren veel tijd kwijt aan het verzamelen van feiten in plaats van aan het beoordelen van risico’s
- Elke conclusie moet herleidbaar zijn voor auditors en toezichthouders`,
  },
  solution: {
    en: `${site.name} and the operations team built a **file summarisation pilot**:

- A structured summary covers ownership, activities, earlier findings and open points
- Every statement links to the page it came from
- The analyst remains responsible for the assessment and can correct the summary`,
    nl: `${site.name} en het operationsteam bouwden een **pilot voor dossiersamenvattingen**:

- Een gestructureerde samenvatting behandelt eigendom, activiteiten, eerdere bevindingen en openstaande punten
- Elke bewering linkt naar de pagina waar die vandaan komt
- De analist blijft verantwoordelijk voor de beoordeling en kan de samenvatting corrigeren`,
  },
  keyResults: [
    {
      en: 'Structured summaries for files in the pilot',
      nl: 'Gestructureerde samenvattingen voor de dossiers in de pilot',
    },
    { en: 'Every statement traceable to its source page', nl: 'Elke bewering herleidbaar tot de bronpagina' },
    {
      en: 'Analyst time shifted from collecting to assessing',
      nl: 'Tijd van analisten verschoven van verzamelen naar beoordelen',
    },
  ],
  technologies: ['Large language models', 'Document intelligence (OCR)', 'Python', 'Audit logging'],
  impact: [
    {
      title: { en: 'Structured overview', nl: 'Gestructureerd overzicht' },
      desc: {
        en: 'Each review starts from the *same clear structure*.',
        nl: 'Elke beoordeling begint met *dezelfde heldere opbouw*.',
      },
    },
    {
      title: { en: 'Traceable', nl: 'Herleidbaar' },
      desc: {
        en: 'Statements link back to the source page for analysts and auditors.',
        nl: 'Beweringen linken terug naar de bronpagina, voor analisten en auditors.',
      },
    },
    {
      title: { en: 'Focus on risk', nl: 'Focus op risico' },
      desc: {
        en: 'Less time spent collecting facts, more on assessing them.',
        nl: 'Minder tijd voor het verzamelen van feiten, meer voor het beoordelen ervan.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'The analyst *always* makes the final assessment.',
        nl: 'De analist doet *altijd* de eindbeoordeling.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'The summary is a starting point, not a verdict. But a good starting point saves a lot of reading.',
      nl: 'De samenvatting is een startpunt, geen oordeel. Maar een goed startpunt scheelt een hoop leeswerk.',
    },
    person: 'Esther Dijkman',
    title: { en: 'Lead KYC Operations', nl: 'Lead KYC Operations' },
    portrait: 'esther-dijkman',
  },
} satisfies StoryInput;
