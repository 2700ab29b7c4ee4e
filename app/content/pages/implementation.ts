// Copy of /services/implementation (spec §2). The hero text and meta live in pages.ts;
// story cards and the highlighted story are read from the story records by id.
import type { z } from 'zod';
import { productName, site } from '#contracts/site.ts';
import type { ImplementationPageSchema } from '#contracts/content/implementation.ts';

export const implementationPage = {
  overview: {
    en: 'From a GenAI scan to organisation-wide adoption: we find the use cases that pay off, prove them in pilots and build production-ready AI.',
    nl: 'Van een GenAI-scan tot adoptie in de hele organisatie: we vinden de use cases die zich terugbetalen, bewijzen ze in pilots en bouwen productierijpe AI.',
  },
  hero: {
    start: { label: { en: 'Start Your AI Journey', nl: 'Start je AI-traject' }, to: '/contact' },
    howItWorks: { en: 'See How It Works', nl: 'Zo werkt het' },
    visualLabel: { en: 'How we work', nl: 'Hoe we werken' },
    stages: [
      {
        label: { en: 'See', nl: 'Zien' },
        caption: { en: 'Find where AI pays off', nl: 'Ontdek waar AI iets oplevert' },
      },
      { label: { en: 'Do', nl: 'Doen' }, caption: { en: 'Prove it and build it', nl: 'Bewijs het en bouw het' } },
      {
        label: { en: 'Lead', nl: 'Leiden' },
        caption: { en: 'Scale it across the organisation', nl: 'Schaal het op in de hele organisatie' },
      },
    ],
  },
  journey: {
    id: 'journey',
    eyebrow: { en: 'Your AI journey', nl: 'Jouw AI-traject' },
    title: { en: 'Four Steps from Idea to Impact', nl: 'In vier stappen van idee naar impact' },
    subtitle: {
      en: 'Every step ends with something you can decide on, so you only invest in the next one when the previous one has proved its worth.',
      nl: 'Elke stap eindigt met iets waarover je een besluit kunt nemen. Zo investeer je pas in de volgende stap als de vorige zijn waarde heeft bewezen.',
    },
    outcomeLabel: { en: 'You get', nl: 'Wat je krijgt' },
    steps: [
      {
        title: { en: 'GenAI Scans', nl: 'GenAI-scans' },
        description: {
          en: 'actionable plan with prioritized AI use cases.',
          nl: 'een uitvoerbaar plan met geprioriteerde AI-use-cases.',
        },
        detail: {
          en: 'We interview the people who do the work, map where time goes and score each idea on value, feasibility and risk. No slide deck of possibilities: a short list you can act on.',
          nl: 'We interviewen de mensen die het werk doen, brengen in kaart waar de tijd naartoe gaat en beoordelen elk idee op waarde, haalbaarheid en risico. Geen slidedeck vol mogelijkheden, maar een korte lijst waarmee je aan de slag kunt.',
        },
        outcome: {
          en: 'A prioritised use-case roadmap with a business case per item',
          nl: 'Een geprioriteerde use-caseroadmap met per onderdeel een businesscase',
        },
        icon: 'scan',
      },
      {
        title: { en: 'Pressure Cookers & Pilots', nl: 'Pressure cookers & pilots' },
        description: {
          en: 'technical and business case validation.',
          nl: 'validatie van de techniek en de businesscase.',
        },
        detail: {
          en: 'In intensive sessions with your experts we build a working prototype on your own data, then run it as a pilot with real users to see whether the numbers hold up.',
          nl: 'In intensieve sessies met jouw experts bouwen we een werkend prototype op je eigen data. Daarna draaien we het als pilot met echte gebruikers om te zien of de cijfers overeind blijven.',
        },
        outcome: {
          en: 'A tested pilot and a clear go or no-go decision',
          nl: 'Een geteste pilot en een helder go/no-go-besluit',
        },
        icon: 'flask',
      },
      {
        title: { en: 'AI Implementation', nl: 'AI-implementatie' },
        description: {
          en: 'production-ready AI solutions embedded in operations.',
          nl: 'productierijpe AI-oplossingen, ingebed in de bedrijfsvoering.',
        },
        detail: {
          en: 'We build the solution to production standards: secure, monitored and connected to the systems your teams already use, with training so people adopt it from day one.',
          nl: 'We bouwen de oplossing volgens productiestandaarden: veilig, gemonitord en gekoppeld aan de systemen die je teams al gebruiken, met training zodat mensen er vanaf dag één mee werken.',
        },
        outcome: {
          en: 'AI running in daily operations, with monitoring and support',
          nl: 'AI die draait in de dagelijkse operatie, met monitoring en support',
        },
        icon: 'cog',
      },
      {
        title: { en: 'Scale & Embed AI Organization-Wide', nl: 'AI opschalen en verankeren in de hele organisatie' },
        description: { en: 'sustainable AI adoption at scale.', nl: 'duurzame AI-adoptie op schaal.' },
        detail: {
          en: 'We help you set up a Center of AI Excellence: shared platforms, governance and internal champions, so new use cases follow a proven path instead of starting from scratch.',
          nl: 'We helpen je een Center of AI Excellence op te zetten: gedeelde platforms, governance en interne champions, zodat nieuwe use cases een beproefde route volgen in plaats van steeds vanaf nul te beginnen.',
        },
        outcome: {
          en: 'An internal AI capability that keeps delivering',
          nl: 'Interne AI-slagkracht die blijft opleveren',
        },
        icon: 'scale',
      },
    ],
    start: { label: { en: 'Start Your Journey', nl: 'Start je traject' }, to: '/contact' },
  },
  stories: {
    eyebrow: { en: 'Proof', nl: 'Bewijs' },
    title: { en: 'Implementation Success Stories', nl: 'Klantverhalen Implementation' },
    subtitle: {
      en: 'AI in production at construction groups, energy suppliers and engineering firms.',
      nl: 'AI in productie bij bouwconcerns, energieleveranciers en ingenieursbureaus.',
    },
    ids: ['volkerwessels', 'easyenergy-customer-service', 'aveco'],
    highlight: { eyebrow: { en: 'Featured story', nl: 'Uitgelicht' }, id: 'prorail' },
    viewAll: { label: { en: 'View All Success Stories', nl: 'Alle klantverhalen' }, to: '/success-stories' },
  },
  gains: {
    eyebrow: { en: 'Results', nl: 'Resultaten' },
    title: { en: 'What You Gain', nl: 'Wat het je oplevert' },
    items: [
      {
        title: { en: 'Rapid AI Implementation', nl: 'Snelle AI-implementatie' },
        text: {
          en: 'From first scan to a working pilot in weeks, not the better part of a year.',
          nl: 'Van eerste scan tot werkende pilot in weken, niet in het grootste deel van een jaar.',
        },
        icon: 'rocket',
      },
      {
        title: { en: 'Risk-Free Transformation', nl: 'Transformatie zonder risico' },
        text: {
          en: 'Small, validated steps with a go or no-go moment before every larger investment.',
          nl: 'Kleine, gevalideerde stappen, met een go/no-go-moment vóór elke grotere investering.',
        },
        icon: 'shield',
      },
      {
        title: { en: 'Measurable ROI', nl: 'Meetbare ROI' },
        text: {
          en: 'Agreed metrics from the start, so the value of each solution is measured, not assumed.',
          nl: 'Vanaf het begin afgesproken meetpunten, zodat de waarde van elke oplossing wordt gemeten en niet aangenomen.',
        },
        icon: 'chart',
      },
      {
        title: { en: 'Expert Partnership', nl: 'Partnerschap met experts' },
        text: {
          en: 'AI architects and business strategists who stay involved until your team can run it.',
          nl: 'AI-architecten en businessstrategen die betrokken blijven tot je eigen team het kan overnemen.',
        },
        icon: 'handshake',
      },
    ],
  },
  closing: {
    title: { en: 'Let’s find your first AI win', nl: 'Laten we je eerste AI-succes vinden' },
    text: {
      en: 'Tell us where your teams lose time. We will come back with the use cases worth scanning and an honest view of what they could deliver.',
      nl: 'Vertel ons waar je teams tijd verliezen. Wij komen terug met de use cases die een scan waard zijn en een eerlijk beeld van wat ze kunnen opleveren.',
    },
    primary: { label: { en: 'Start Your AI Journey', nl: 'Start je AI-traject' }, to: '/contact' },
    secondary: {
      label: { en: `Explore the ${productName('Academy')}`, nl: `Ontdek ${site.name} Academy` },
      to: '/services/academy',
    },
  },
} satisfies z.input<typeof ImplementationPageSchema>;
