import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

// Not on the /success-stories list, which shows the eleven featured stories of spec §2: an
// earlier, narrower engagement that stays published at its URL and in the sitemap, so links
// to it and search results keep working. Its page uses the three-column body.

export default {
  id: 'shell',
  published: '2023-10-10',
  title: { en: 'Shell: Learning from Safety Reports', nl: 'Shell: leren van veiligheidsmeldingen' },
  summary: {
    en: 'A pilot that groups free-text incident and near-miss reports by underlying cause, so safety advisers can spot recurring issues sooner.',
    nl: 'Een pilot die meldingen van incidenten en bijna-ongevallen in vrije tekst groepeert op onderliggende oorzaak, zodat veiligheidsadviseurs terugkerende problemen eerder zien.',
  },
  industry: { en: 'Energy', nl: 'Energie' },
  logo: 'Shell',
  image: 'factory',
  color: 'amber',
  isAcademy: false,
  featured: false,
  variant: 'three-column',
  comingSoon: false,
  hasMetrics: true,
  results: {
    en: 'Safety advisers in the pilot could review recurring themes across thousands of reports in hours instead of weeks.',
    nl: 'Veiligheidsadviseurs in de pilot konden terugkerende thema’s in duizenden meldingen in enkele uren doornemen in plaats van in weken.',
  },
  companyDescription: {
    en: 'Shell is an international energy company with a large presence in the Netherlands, including refining and chemicals sites near Rotterdam where process safety is a daily priority.',
    nl: 'Shell is een internationaal energiebedrijf met een grote aanwezigheid in Nederland, waaronder raffinage- en chemielocaties bij Rotterdam waar procesveiligheid elke dag prioriteit heeft.',
  },
  challenge: {
    en: `Near-miss reports are valuable, but only if someone reads them together.

- Reports are written in free text, in several languages and styles
- Keyword searches missed reports describing the same cause in different words
- Periodic reviews took weeks of manual reading`,
    nl: `Meldingen van bijna-ongevallen zijn waardevol, maar alleen als iemand ze in samenhang leest.

- Meldingen zijn in vrije tekst geschreven, in verschillende talen en stijlen
- Zoeken op trefwoorden miste meldingen die dezelfde oorzaak met andere woorden beschreven
- Periodieke analyses kostten weken handmatig leeswerk`,
  },
  solution: {
    en: `${site.name} set up a **report analysis pilot** for a single site:

- Reports are translated and grouped by **underlying cause** rather than keywords
- Each group comes with a short summary and links to the original reports
- Safety advisers validate the groupings, and their corrections improve the next run`,
    nl: `${site.name} zette voor één locatie een **pilot voor meldingenanalyse** op:

- Meldingen worden vertaald en gegroepeerd op **onderliggende oorzaak** in plaats van op trefwoorden
- Elke groep krijgt een korte samenvatting en links naar de oorspronkelijke meldingen
- Veiligheidsadviseurs valideren de groeperingen, en hun correcties verbeteren de volgende analyse`,
  },
  keyResults: [
    {
      en: 'Recurring themes identified across a full year of reports',
      nl: 'Terugkerende thema’s gevonden in de meldingen van een heel jaar',
    },
    { en: 'Review time reduced from weeks to hours', nl: 'Analysetijd teruggebracht van weken naar uren' },
    { en: 'All groupings validated by safety advisers', nl: 'Alle groeperingen gevalideerd door veiligheidsadviseurs' },
  ],
  technologies: ['Large language models', 'Text embeddings and clustering', 'Python', 'Power BI'],
  impact: [
    {
      title: { en: 'Patterns, not keywords', nl: 'Patronen, geen trefwoorden' },
      desc: {
        en: 'Reports are grouped by *cause*, whatever words were used.',
        nl: 'Meldingen worden gegroepeerd op *oorzaak*, welke woorden er ook zijn gebruikt.',
      },
    },
    {
      title: { en: 'Faster reviews', nl: 'Snellere analyses' },
      desc: {
        en: 'Periodic safety reviews start from themes instead of raw reports.',
        nl: 'Periodieke veiligheidsanalyses beginnen bij thema’s in plaats van bij losse meldingen.',
      },
    },
    {
      title: { en: 'Expert validated', nl: 'Gevalideerd door experts' },
      desc: {
        en: 'Safety advisers confirm every grouping before it is used.',
        nl: 'Veiligheidsadviseurs bevestigen elke groepering voordat die wordt gebruikt.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: { en: 'A repeatable approach for *other sites*.', nl: 'Een herhaalbare aanpak voor *andere locaties*.' },
    },
  ],
  testimonial: {
    quote: {
      en: 'The tool does not replace our judgement. It makes sure we read the reports that belong together, together.',
      nl: 'De tool vervangt ons oordeel niet. Hij zorgt ervoor dat we de meldingen die bij elkaar horen, ook samen lezen.',
    },
    person: 'Hanneke Meijer',
    title: { en: 'HSE Data Lead', nl: 'HSE Data Lead' },
    portrait: 'hanneke-meijer',
  },
} satisfies StoryInput;
