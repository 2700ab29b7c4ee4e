// Open positions on /jobs (spec §2, §3, §9).
import { site } from '#contracts/site.ts';
import { jobFormFragment } from '#contracts/contact-fields.ts';
import type { z } from 'zod';
import type { JobPosition, JobPositionSchema } from '#contracts/content/job.ts';

const workArrangement = {
  en: `Hybrid working with a home base at our office in ${site.address.city}, for 4 or 5 days a week`,
  nl: `Hybride werken met een thuisbasis op ons kantoor in ${site.address.city}, 4 of 5 dagen per week`,
};
// When the four positions were opened, and how: 4 or 5 days a week (spec §9). No closing date.
const posting = { datePosted: '2026-11-02', employmentType: ['FULL_TIME', 'PART_TIME'] } satisfies Pick<
  JobPosition,
  'datePosted' | 'employmentType'
>;

const languages = {
  en: 'Fluency in Dutch and English, spoken and written',
  nl: 'Je spreekt en schrijft vloeiend Nederlands en Engels',
};

const sharedBenefits = [
  workArrangement,
  {
    en: 'A competitive salary, holiday allowance and a pension scheme',
    nl: 'Een concurrerend salaris, vakantiegeld en een pensioenregeling',
  },
  {
    en: '25 days of paid leave on a five-day week (pro rata on four days)',
    nl: '25 vakantiedagen bij een vijfdaagse werkweek (naar rato bij vier dagen)',
  },
  {
    en: 'A personal learning budget and time to spend it, including conferences and certifications',
    nl: 'Een persoonlijk opleidingsbudget en de tijd om het te besteden, ook aan congressen en certificeringen',
  },
  {
    en: 'A laptop of your choice and access to the AI tools you need',
    nl: 'Een laptop naar keuze en toegang tot de AI-tools die je nodig hebt',
  },
  {
    en: 'Public transport costs covered, or a travel allowance',
    nl: 'Vergoeding van je ov-kosten of een reiskostenvergoeding',
  },
  {
    en: `Small teams, short lines and colleagues who share what they learn at the weekly ${site.name} demo`,
    nl: `Kleine teams, korte lijnen en collega’s die wat ze leren delen in de wekelijkse ${site.name}-demo`,
  },
];

export const jobs: z.input<typeof JobPositionSchema>[] = [
  {
    id: 1,
    ...posting,
    title: 'Machine Learning Engineer',
    description: {
      en: `As a Machine Learning Engineer at ${site.name} you design and build AI solutions that people use every day: assistants on top of company knowledge, document processing pipelines and language-model applications embedded in existing systems. You work in a small implementation team, close to the client and the end users.`,
      nl: `Als Machine Learning Engineer bij ${site.name} ontwerp en bouw je AI-oplossingen die mensen elke dag gebruiken: assistenten bovenop bedrijfskennis, pipelines voor documentverwerking en toepassingen met taalmodellen die zijn ingebed in bestaande systemen. Je werkt in een klein implementatieteam, dicht bij de klant en de eindgebruikers.`,
    },
    about: {
      en: `You turn a validated idea into a solution that runs in production and keeps working.

- Design and build retrieval, document processing and language-model applications
- Build prototypes in pressure cookers with clients and test them with real users
- Set up evaluations and test sets so quality is measured, not assumed
- Integrate solutions with client systems such as SharePoint, CRM platforms and Microsoft Teams
- Deploy and monitor solutions in cloud environments, with attention to security and cost
- Share what you learn with colleagues and help clients’ own teams take over`,
      nl: `Je maakt van een gevalideerd idee een oplossing die in productie draait en blijft werken.

- Je ontwerpt en bouwt toepassingen voor retrieval, documentverwerking en taalmodellen
- Je bouwt prototypes in pressure cookers met klanten en test ze met echte gebruikers
- Je zet evaluaties en testsets op, zodat kwaliteit wordt gemeten en niet aangenomen
- Je koppelt oplossingen aan systemen van klanten, zoals SharePoint, CRM-platforms en Microsoft Teams
- Je brengt oplossingen live in cloudomgevingen en monitort ze, met oog voor beveiliging en kosten
- Je deelt wat je leert met collega’s en helpt de eigen teams van klanten het werk over te nemen`,
    },
    requirements: [
      {
        en: 'A degree in computer science, artificial intelligence, data science or a related field, or equivalent experience',
        nl: 'Een afgeronde opleiding in informatica, kunstmatige intelligentie, data science of een verwant vakgebied, of vergelijkbare ervaring',
      },
      {
        en: 'At least two years of experience building software or machine learning solutions in Python',
        nl: 'Minimaal twee jaar ervaring met het bouwen van software of machine-learningoplossingen in Python',
      },
      {
        en: 'Hands-on experience with large language models, retrieval-augmented generation or document AI',
        nl: 'Praktijkervaring met large language models, retrieval-augmented generation of document-AI',
      },
      {
        en: 'Familiarity with a major cloud platform (Azure, Google Cloud or AWS) and with version control, testing and CI',
        nl: 'Bekendheid met een groot cloudplatform (Azure, Google Cloud of AWS) en met versiebeheer, testen en CI',
      },
      languages,
      {
        en: 'Available 4 or 5 days a week, working hybrid from our Rotterdam home base',
        nl: 'Beschikbaar voor 4 of 5 dagen per week, hybride werkend vanuit onze thuisbasis in Rotterdam',
      },
    ],
    personalQualitiesIntro: {
      en: 'We care as much about how you work as about what you know. We are looking for someone who:',
      nl: 'Hoe je werkt, vinden we net zo belangrijk als wat je weet. We zoeken iemand die:',
    },
    personalQualities: [
      {
        en: 'Starts from the problem, not from the newest model',
        nl: 'Begint bij het probleem, niet bij het nieuwste model',
      },
      {
        en: 'Explains technical choices clearly to people without a technical background',
        nl: 'Technische keuzes helder uitlegt aan mensen zonder technische achtergrond',
      },
      {
        en: 'Tests before trusting, including their own code',
        nl: 'Eerst test en dan pas vertrouwt, ook bij de eigen code',
      },
      { en: 'Enjoys learning fast and shares knowledge freely', nl: 'Graag snel leert en kennis ruimhartig deelt' },
    ],
    benefits: sharedBenefits,
    icon: 'brain',
    image: 'code',
  },
  {
    id: 2,
    ...posting,
    title: 'Head of Implementation',
    description: {
      en: `As Head of Implementation you lead the implementation practice of ${site.name}: the teams that take clients from a GenAI scan to AI solutions embedded in daily operations. You are responsible for delivery quality, for the growth of our implementation leads and engineers, and for the way we work.`,
      nl: `Als Head of Implementation leid je de implementatiepraktijk van ${site.name}: de teams die klanten begeleiden van een GenAI-scan tot AI-oplossingen die zijn ingebed in de dagelijkse bedrijfsvoering. Je bent verantwoordelijk voor de kwaliteit van de uitvoering, voor de groei van onze implementation leads en engineers, en voor onze manier van werken.`,
    },
    about: {
      en: `You make sure every implementation delivers measurable value, on time and within budget.

- Lead and coach the implementation leads and, through them, the delivery teams
- Own the delivery method, from GenAI scans and pressure cookers to production and scale-up
- Act as senior sparring partner for clients’ executives on AI strategy and Centers of AI Excellence
- Monitor project health, risks and margins across the portfolio
- Work with the founders on hiring, proposals and the growth of the company
- Keep our approach in line with the EU AI Act and clients’ security requirements`,
      nl: `Je zorgt ervoor dat elke implementatie meetbare waarde oplevert, op tijd en binnen budget.

- Je geeft leiding aan en coacht de implementation leads en via hen de uitvoeringsteams
- Je bent eigenaar van de uitvoeringsmethode, van GenAI-scans en pressure cookers tot productie en opschaling
- Je bent senior sparringpartner voor bestuurders van klanten over AI-strategie en Centers of AI Excellence
- Je bewaakt de gezondheid, risico’s en marges van de projecten in het hele portfolio
- Je werkt samen met de oprichters aan werving, voorstellen en de groei van het bedrijf
- Je houdt onze aanpak in lijn met de EU AI Act en de beveiligingseisen van klanten`,
    },
    requirements: [
      {
        en: 'At least eight years of experience delivering data, AI or software projects, of which at least three in a leadership role',
        nl: 'Minimaal acht jaar ervaring met het opleveren van data-, AI- of softwareprojecten, waarvan minstens drie in een leidinggevende rol',
      },
      {
        en: 'A track record of bringing AI or data solutions into production in large organisations',
        nl: 'Aantoonbaar succes met het in productie brengen van AI- of data-oplossingen in grote organisaties',
      },
      {
        en: 'Experience managing client relationships at board and senior management level',
        nl: 'Ervaring met klantrelaties op het niveau van directie en senior management',
      },
      {
        en: 'Solid understanding of generative AI, its possibilities and its limits',
        nl: 'Gedegen kennis van generatieve AI, de mogelijkheden en de beperkingen',
      },
      languages,
      {
        en: 'Available 4 or 5 days a week, working hybrid from our Rotterdam home base',
        nl: 'Beschikbaar voor 4 of 5 dagen per week, hybride werkend vanuit onze thuisbasis in Rotterdam',
      },
    ],
    personalQualitiesIntro: {
      en: 'You set the tone for a growing team of consultants and engineers, and you are:',
      nl: 'Je zet de toon voor een groeiend team van consultants en engineers, en je bent:',
    },
    personalQualities: [
      {
        en: 'A leader who creates room for others to grow',
        nl: 'Een leider die ruimte maakt voor de groei van anderen',
      },
      {
        en: 'Calm under pressure, and direct when a project needs it',
        nl: 'Rustig onder druk, en direct als een project daarom vraagt',
      },
      {
        en: 'Pragmatic: prefers a working solution to a perfect plan',
        nl: 'Pragmatisch: liever een werkende oplossing dan een perfect plan',
      },
      {
        en: 'Equally comfortable in a boardroom and in a sprint review',
        nl: 'Even goed op je plek in een boardroom als in een sprintreview',
      },
    ],
    benefits: [
      ...sharedBenefits,
      { en: 'A seat at the table in shaping the company’s direction', nl: 'Een stem in de koers van het bedrijf' },
    ],
    icon: 'compass',
    image: 'people',
  },
  {
    id: 3,
    ...posting,
    title: 'Implementation Lead',
    description: {
      en: `As Implementation Lead you are the bridge between the client and the ${site.name} delivery team. You translate business problems into AI use cases, keep projects on track and make sure solutions are actually adopted by the people they were built for.`,
      nl: `Als Implementation Lead ben je de brug tussen de klant en het uitvoeringsteam van ${site.name}. Je vertaalt bedrijfsvraagstukken naar AI-use-cases, houdt projecten op koers en zorgt ervoor dat oplossingen echt worden omarmd door de mensen voor wie ze zijn gebouwd.`,
    },
    about: {
      en: `You own the result of a project, from the first workshop to the moment the client runs the solution on their own.

- Run GenAI scans and workshops to identify and prioritise use cases
- Write business cases and project plans together with the client
- Lead a small team of machine learning engineers day to day
- Organise user tests and make sure feedback reaches the team quickly
- Report progress and results to client stakeholders
- Plan adoption: training, communication and handover`,
      nl: `Je bent eigenaar van het resultaat van een project, van de eerste workshop tot het moment dat de klant de oplossing zelfstandig draait.

- Je voert GenAI-scans en workshops uit om use cases te vinden en te prioriteren
- Je schrijft samen met de klant businesscases en projectplannen
- Je stuurt dagelijks een klein team van machine learning engineers aan
- Je organiseert gebruikerstests en zorgt dat feedback snel bij het team terechtkomt
- Je rapporteert voortgang en resultaten aan stakeholders bij de klant
- Je plant de adoptie: training, communicatie en overdracht`,
    },
    requirements: [
      {
        en: '0-5 years of experience in consulting, project management, product management or a related field',
        nl: '0-5 jaar ervaring in consultancy, projectmanagement, productmanagement of een verwant vakgebied',
      },
      {
        en: 'A university degree, for example in business, engineering, econometrics or information science',
        nl: 'Een universitaire opleiding, bijvoorbeeld in bedrijfskunde, techniek, econometrie of informatiekunde',
      },
      {
        en: 'A genuine interest in generative AI and how it changes work',
        nl: 'Oprechte interesse in generatieve AI en in hoe het werk erdoor verandert',
      },
      { en: 'Strong analytical and communication skills', nl: 'Sterke analytische en communicatieve vaardigheden' },
      languages,
      {
        en: 'Available 4 or 5 days a week, working hybrid from our Rotterdam home base',
        nl: 'Beschikbaar voor 4 of 5 dagen per week, hybride werkend vanuit onze thuisbasis in Rotterdam',
      },
    ],
    personalQualitiesIntro: {
      en: 'Experience matters less to us than attitude. We are looking for someone who:',
      nl: 'Ervaring vinden we minder belangrijk dan houding. We zoeken iemand die:',
    },
    personalQualities: [
      { en: 'Takes ownership and follows through', nl: 'Eigenaarschap neemt en dingen afmaakt' },
      { en: 'Curious about how organisations really work', nl: 'Nieuwsgierig is naar hoe organisaties echt werken' },
      { en: 'Builds trust quickly with people at every level', nl: 'Snel vertrouwen opbouwt bij mensen op elk niveau' },
      { en: 'Learns fast and asks for feedback', nl: 'Snel leert en om feedback vraagt' },
    ],
    benefits: [
      ...sharedBenefits,
      {
        en: 'A personal development plan and coaching from a senior colleague',
        nl: 'Een persoonlijk ontwikkelplan en coaching door een senior collega',
      },
    ],
    icon: 'rocket',
    image: 'network',
  },
  {
    id: 4,
    ...posting,
    title: 'Gen-AI Consultant',
    description: {
      en: `As Gen-AI Consultant you help organisations understand and use generative AI. You give training sessions and workshops for the ${site.name} Academy, advise clients on AI strategy and governance, and help them find where AI creates real value.`,
      nl: `Als Gen-AI Consultant help je organisaties generatieve AI te begrijpen en te gebruiken. Je geeft trainingen en workshops voor de ${site.name} Academy, adviseert klanten over AI-strategie en governance en helpt hen te ontdekken waar AI echte waarde oplevert.`,
    },
    about: {
      en: `You help people move from curiosity about AI to confident, responsible use.

- Deliver AI literacy training, interactive workshops and the AI Champions Program
- Tailor training content to sectors such as construction, legal, energy and government
- Advise clients on AI policy, governance and the EU AI Act
- Run GenAI scans together with implementation leads
- Develop new training material and keep it up to date with the latest developments`,
      nl: `Je helpt mensen van nieuwsgierigheid naar AI naar zelfverzekerd en verantwoord gebruik.

- Je verzorgt trainingen AI-geletterdheid, interactieve workshops en het AI Champions-programma
- Je stemt trainingsinhoud af op sectoren zoals bouw, juridische dienstverlening, energie en overheid
- Je adviseert klanten over AI-beleid, governance en de EU AI Act
- Je voert GenAI-scans uit samen met implementation leads
- Je ontwikkelt nieuw trainingsmateriaal en houdt het bij met de nieuwste ontwikkelingen`,
    },
    requirements: [
      {
        en: 'At least three years of experience in consulting, training or a related role',
        nl: 'Minimaal drie jaar ervaring in consultancy, training of een vergelijkbare rol',
      },
      {
        en: 'Practical experience with generative AI tools and a clear view of their limits',
        nl: 'Praktijkervaring met generatieve-AI-tools en een helder beeld van hun beperkingen',
      },
      {
        en: 'Knowledge of the EU AI Act and data protection, or the drive to master them quickly',
        nl: 'Kennis van de EU AI Act en gegevensbescherming, of de drive om je die snel eigen te maken',
      },
      {
        en: 'Confidence in front of groups, both on-site and online',
        nl: 'Je voelt je zeker voor een groep, zowel op locatie als online',
      },
      languages,
      {
        en: 'Available 4 or 5 days a week, working hybrid from our Rotterdam home base',
        nl: 'Beschikbaar voor 4 of 5 dagen per week, hybride werkend vanuit onze thuisbasis in Rotterdam',
      },
    ],
    personalQualities: [
      {
        en: 'A natural teacher who makes complex topics simple',
        nl: 'Een geboren docent die complexe onderwerpen eenvoudig maakt',
      },
      {
        en: 'Energetic, with a sense of humour in the training room',
        nl: 'Energiek, met gevoel voor humor in de trainingsruimte',
      },
      { en: 'Critical of hype, enthusiastic about real value', nl: 'Kritisch op hypes, enthousiast over echte waarde' },
      {
        en: 'Eager to keep learning as the field changes',
        nl: 'Gretig om te blijven leren terwijl het vakgebied verandert',
      },
    ],
    benefits: [
      ...sharedBenefits,
      {
        en: 'The chance to train hundreds of professionals a year across many sectors',
        nl: 'De kans om elk jaar honderden professionals uit allerlei sectoren te trainen',
      },
    ],
    icon: 'lightbulb',
    image: 'chat',
  },
];

/**
 * Options of the job form's position select (spec §3). The list lives in contracts/ so
 * the server validates against the same values; a content test keeps it equal to the
 * titles above plus 'Other'.
 */
export { jobFormPositions } from '#contracts/contact-fields.ts';

/**
 * 'Apply Now' target for a position (spec §2). The fragment opens the job form before the page
 * has hydrated too; ?tab=job alone opens it once hydrated (links from elsewhere).
 */
export const jobApplyLink = (job: Pick<JobPosition, 'title'>): string =>
  `/contact?tab=job&position=${encodeURIComponent(job.title)}#${jobFormFragment}`;

/** Heading of the /jobs page. */
export const careersHeading = { en: `Careers at ${site.name}`, nl: `Werken bij ${site.name}` };
