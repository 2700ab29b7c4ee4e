// Customer success stories (spec §2 /success-stories, §3, §9).
// The records are the single source: list cards, home teasers and
// explore-more links are all derived from them.
import { site, productName } from '#contracts/site.ts';
import type { HomeStoryTeaser, Metric, Story } from './schema.ts';

const lines = (...parts: string[]): string => parts.join('\n');

/** Fallback key metrics for stories that show the block but have no fixed figures (spec §9). */
export const defaultMetrics: Metric[] = [
  { value: 75, suffix: '%', description: 'less time spent searching for information' },
  { value: 60, suffix: '%', description: 'faster handling of routine requests' },
  { value: 95, suffix: '%', description: 'answer accuracy in acceptance testing' },
  { value: 40, suffix: '%', description: 'less manual work on repetitive tasks' },
];

export const stories: Story[] = [
  {
    id: 'prorail',
    title: 'ProRail: Contract Knowledge at Your Fingertips',
    summary:
      'Assistants that answer questions about ProRail’s maintenance and construction contracts in minutes, with the source clause attached to every answer.',
    useCase: 'AI-Powered Contract Assistants for ProRail',
    image: 'rail',
    logo: 'ProRail',
    industry: 'Transportation',
    results:
      'Contract questions answered up to 85% faster, every answer traceable to its clause, and more than two FTE of capacity freed up.',
    color: 'rose',
    companyDescription:
      'ProRail manages the Dutch national rail infrastructure: track, switches, level crossings, stations and the traffic control that keeps trains running safely. Much of the physical work is carried out by contractors under long-running maintenance and construction contracts, which ProRail’s contract managers oversee.',
    challenge: lines(
      'Contract managers spent a large part of their week looking for answers that were already written down somewhere.',
      '• Maintenance and construction contracts run to hundreds of pages, with appendices, amendments and referenced standards stored in separate systems',
      '• Questions from contractors and colleagues about obligations, deadlines and penalties could take days to answer',
      '• Detailed contract knowledge sat with a handful of experienced people, creating a bottleneck and a continuity risk',
      '• Any AI answer had to be traceable to the exact clause, because contract interpretations can end up in a dispute',
    ),
    solution: lines(
      `**A contract knowledge base.** ${site.name} brought the contracts, appendices and amendments together in one knowledge base. Each document is split along its own article and paragraph structure, so an answer can point to the exact clause it is based on.`,
      '**Three contract assistants** were built on top of it, each for a question contract managers ask every week:',
      '• **Clause finder**: answers questions in plain language and quotes the relevant clauses with their article numbers',
      '• **Obligation tracker**: lists deadlines, deliverables and reporting duties per contract and per contractor',
      '• **Comparison assistant**: shows how a topic such as availability penalties is arranged across different contracts',
      '**People stay in charge.** The assistants draft and contract managers decide. During the pilot the team reviewed a sample of answers every week before the assistants were rolled out to the wider department.',
    ),
    keyResults: [
      'All in-scope maintenance contracts searchable in a single knowledge base',
      'Contract questions answered up to 85% faster',
      'Every answer linked to the article and paragraph it is based on',
      'More than two FTE of capacity freed up for contract management',
    ],
    quote:
      'We used to lose hours hunting through appendices. Now I ask a question, get the answer with the clause next to it, and can check it myself in seconds. That traceability is what made my colleagues trust it.',
    quotePerson: 'Marieke van den Berg',
    quoteTitle: 'Senior Contract Manager',
    quoteImage: 'marieke-van-den-berg',
    technologies: [
      'Azure OpenAI (GPT-4o)',
      'Azure AI Search',
      'Retrieval-augmented generation',
      'Python',
      'Microsoft Teams integration',
    ],
    provider: 'Microsoft Azure',
    tabHeadline: 'From Contract Archive to Contract Assistant',
    impact: [
      {
        title: 'Faster answers',
        desc: 'Contract questions that used to take days are answered <em>within minutes</em>, including the relevant clause.',
      },
      {
        title: 'Traceable by design',
        desc: 'Every answer cites article and paragraph, so contract managers can <em>verify before they act</em>.',
      },
      {
        title: 'Shared expertise',
        desc: 'Knowledge that sat with a few senior colleagues is now available to the whole contract management team.',
      },
      {
        title: '',
        desc: 'A proven pattern that ProRail can extend to <em>other contract types</em> and departments.',
      },
    ],
    metrics: [
      { value: 100, suffix: '%', description: 'of in-scope contracts in one knowledge base' },
      { value: 85, suffix: '%', description: 'faster answers to contract questions' },
      { value: 100, suffix: '%', description: 'of answers traceable to a source clause' },
      { value: 2, suffix: '+ FTE', description: 'of capacity freed up for contract managers' },
    ],
    aiJourney: [
      {
        phase: 'START',
        duration: '12 months',
        goal: 'Prove the value of contract assistants for maintenance contracts in one region.',
        deliverables: [
          'Contract knowledge base for in-scope maintenance contracts',
          'Three contract assistants in production',
          'Answer-quality review process and usage guidelines',
          'Training for contract managers',
        ],
        value: '€375K',
        resources: `An implementation lead and two machine learning engineers from ${site.name}, a ProRail product owner and two contract experts.`,
      },
      {
        phase: 'SCALE',
        duration: '12-24 months',
        goal: 'Extend the assistants to all regions and to construction contracts.',
        deliverables: [
          'Knowledge base covering construction and maintenance contracts nationwide',
          'Connection to the contract management system for automatic updates',
          'Monitoring of usage, answer quality and cost',
        ],
        value: '€200-400K',
        resources: `A joint team of ProRail and ${site.name} engineers, with ProRail taking over day-to-day operation.`,
      },
      {
        phase: 'EXPAND',
        duration: 'Unspecified',
        goal: 'Apply the same pattern to procurement, tendering and asset management questions.',
        deliverables: ['Prioritised list of follow-up use cases', 'Reusable components for document-based assistants'],
        value: 'To be determined per use case',
        resources: `ProRail’s internal AI team, with ${site.name} on call for architecture and reviews.`,
      },
    ],
    listCard: { size: 'large', gridPosition: 8 },
  },
  {
    id: 'asml',
    title: 'ASML: Faster Answers for Support Engineers',
    summary:
      'A scoped pilot of an assistant that helps customer-support engineers search service documentation and previously resolved cases.',
    image: 'chip',
    logo: 'ASML',
    industry: 'Semiconductors',
    results:
      'Support engineers in the pilot group found relevant documentation and earlier solutions noticeably faster, without data leaving the approved environment.',
    color: 'indigo',
    companyDescription:
      'ASML, headquartered in Veldhoven, develops and builds the lithography systems that chipmakers use to pattern microchips. Its systems are supported around the clock by engineers at customer sites and in regional support centres.',
    challenge: lines(
      'Solving a machine issue quickly often depends on knowing that a colleague solved something similar before.',
      '• Service documentation is extensive and updated frequently',
      '• Notes on resolved cases are written in free text and are hard to search',
      '• Strict confidentiality rules apply to every piece of technical information',
    ),
    solution: lines(
      `${site.name} and the support engineering team defined a narrow pilot: one product family, one support centre and a **retrieval assistant** that searches both **service manuals** and **resolved case notes**.`,
      '• Answers list the documents and cases they are based on, ranked by relevance',
      '• The assistant runs in an access-controlled environment approved by information security',
      '• Engineers rated every answer, which gave the team a clear view of where retrieval fell short',
    ),
    keyResults: [
      'Pilot assistant live for one product family',
      'Every answer backed by links to manuals or resolved cases',
      'Clear evaluation data to decide on a broader rollout',
    ],
    quote:
      'The value was not in clever wording but in finding the one case note from two years ago that described exactly our problem.',
    quotePerson: 'Pieter Hendriks',
    quoteTitle: 'Team Lead Customer Support Engineering',
    quoteImage: 'pieter-hendriks',
    technologies: ['Azure OpenAI', 'Hybrid semantic search', 'Python', 'Access-controlled document index'],
    provider: 'Microsoft Azure',
    impact: [
      {
        title: 'Less searching',
        desc: 'Engineers find relevant manuals and earlier cases <em>in one place</em>.',
      },
      {
        title: 'Reuse of experience',
        desc: 'Solutions recorded in old case notes are surfaced again when they are relevant.',
      },
      {
        title: 'Secure by default',
        desc: 'The pilot runs entirely within an environment approved by information security.',
      },
      {
        title: '',
        desc: 'Evaluation data from real engineers gives a <em>fact-based</em> decision on the next step.',
      },
    ],
  },
  {
    id: 'rabobank',
    title: 'Rabobank: Policy Answers for Customer Contact',
    summary:
      'An internal assistant that helps customer-contact employees find the right procedure while the customer is still on the line.',
    image: 'bank',
    logo: 'Rabobank',
    industry: 'Banking',
    results:
      'Employees in the pilot found the applicable procedure faster and escalated fewer routine questions to specialists.',
    color: 'sky',
    companyDescription:
      'Rabobank is a cooperative bank with its roots in Dutch agriculture. Its customer-contact teams answer questions from private and business customers by phone, chat and e-mail.',
    challenge: lines(
      'Procedures change often and are spread over many internal pages.',
      '• New employees needed months before they could find their way in the knowledge base',
      '• Routine questions were regularly escalated to specialists',
      '• Answers must follow current procedures exactly, so guessing is not an option',
    ),
    solution: lines(
      `${site.name} built an **internal knowledge assistant** on top of the existing procedure pages.`,
      '• The assistant answers only from approved internal content and says so when it cannot find an answer',
      '• Every answer shows the procedure page it is based on',
      '• Knowledge managers see which questions go unanswered and use that to improve the content',
    ),
    keyResults: [
      'Faster access to the right procedure during customer contact',
      'Fewer routine escalations to specialists',
      'Gaps in the knowledge base made visible to knowledge managers',
    ],
    quote:
      'What convinced us was that the assistant says “I don’t know” instead of inventing something. That is exactly what a bank needs.',
    quotePerson: 'Annelies Kramer',
    quoteTitle: 'Manager Customer Contact Knowledge',
    quoteImage: 'annelies-kramer',
    technologies: ['Azure OpenAI', 'Azure AI Search', 'Retrieval-augmented generation', 'TypeScript'],
    provider: 'Microsoft Azure',
    impact: [
      {
        title: 'Quicker onboarding',
        desc: 'New employees find procedures <em>without knowing where to look</em>.',
      },
      {
        title: 'Fewer escalations',
        desc: 'Routine questions are resolved in the first conversation more often.',
      },
      {
        title: 'Better content',
        desc: 'Unanswered questions show knowledge managers exactly which pages are missing.',
      },
      {
        title: '',
        desc: 'Answers come only from <em>approved</em> procedures, with the source shown.',
      },
    ],
  },
  {
    id: 'ayvens',
    title: 'Ayvens: Generative AI in Lease Operations',
    summary:
      'Exploring how generative AI can speed up the handling of lease and vehicle-damage correspondence. The full case study will follow.',
    image: 'car',
    logo: 'Ayvens',
    industry: 'Automotive',
    results:
      'Use cases selected and a first solution in development. Results will be published once the pilot is complete.',
    color: 'teal',
    companyDescription:
      'Ayvens is a global leader in vehicle leasing and fleet management, formed by bringing ALD Automotive and LeasePlan together. In the Netherlands it manages a large fleet of lease cars for businesses and private drivers.',
    challenge: lines(
      'Lease operations generate a steady stream of correspondence that has to be read, classified and answered.',
      '• Damage reports, contract changes and end-of-lease questions arrive through several channels',
      '• Much of the first-line work is reading and routing rather than solving',
      '• Peaks in volume lead to longer waiting times for drivers and fleet managers',
    ),
    solution: lines(
      `Together with the operations team, ${site.name} ran a **GenAI scan** to select the use cases with the best balance of value and feasibility.`,
      '• **Classification and routing** of incoming correspondence',
      '• **Summaries** of long damage and contract threads for handlers',
      'The first solution is currently being built and tested.',
    ),
    keyResults: [
      'Use cases prioritised on value and feasibility',
      'First solution in development',
      'Full results to follow after the pilot',
    ],
    quote: 'Coming soon',
    quotePerson: '',
    quoteTitle: '',
    technologies: ['Large language models', 'Document classification', 'Python'],
    tabHeadline: 'Generative AI for Lease Operations',
    impact: [
      {
        title: 'Clear priorities',
        desc: 'A short list of use cases ranked on <em>value and feasibility</em>.',
      },
      {
        title: 'Less routing work',
        desc: 'Correspondence is designed to reach the right team without manual sorting.',
      },
      {
        title: 'Faster overview',
        desc: 'Handlers will start from a summary instead of a long e-mail thread.',
      },
      {
        title: '',
        desc: 'Measured results will be shared <em>once the pilot is complete</em>.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 4 },
  },
  {
    id: 'aveco',
    title: 'Aveco de Bondt: An AI Toolkit for Engineering Reports',
    summary:
      'Four AI capabilities that take routine document work off engineers’ desks, from sorting incoming files to checking draft reports against client requirements.',
    image: 'document',
    logo: 'Aveco de Bondt',
    industry: 'Engineering',
    results:
      'Engineers spend less time on intake, requirement lists and standard report sections, and more on the engineering itself.',
    color: 'violet',
    companyDescription:
      'Aveco de Bondt is a Dutch engineering and consultancy firm working on infrastructure, water, spatial development and the environment for public and private clients.',
    challenge: lines(
      'Every project produces a large amount of documentation, much of it following familiar patterns.',
      '• Incoming drawings, reports and correspondence had to be sorted into project files by hand',
      '• Requirements from client specifications were copied into checklists manually',
      '• Standard sections of advisory reports were rewritten from scratch for each project',
      '• Final checks against requirements and house style depended on the reviewer’s available time',
    ),
    solution: lines(
      `${site.name} developed **four AI capabilities** that fit into the existing project workflow:`,
      '• **Document intake**: classifies incoming drawings, reports and correspondence and files them in the right project folder',
      '• **Requirement extraction**: turns client specifications into a structured requirements checklist',
      '• **Report drafting**: drafts standard report sections from project data and comparable earlier reports',
      '• **Quality check**: compares a draft report with the requirements checklist and house style before human review',
      'Engineers remain the authors. Every draft and every check is reviewed before anything goes to a client.',
    ),
    keyResults: [
      'Four capabilities available in the project workflow',
      'Requirement checklists produced in a fraction of the previous time',
      'More consistent reports thanks to automated pre-review checks',
    ],
    quote:
      'Our engineers want to engineer, not copy requirements into spreadsheets. These tools give them that time back, and the quality check catches things we would otherwise find late.',
    quotePerson: 'Sander Kuipers',
    quoteTitle: 'Director Digital Engineering',
    quoteImage: 'sander-kuipers',
    technologies: [
      'Azure OpenAI',
      'Document intelligence (OCR)',
      'Retrieval-augmented generation',
      'Python',
      'SharePoint integration',
    ],
    provider: 'Microsoft Azure',
    tabHeadline: 'Four AI Capabilities for Engineering Work',
    impact: [
      {
        title: 'Automatic intake',
        desc: 'Incoming documents land in the right project file <em>without manual sorting</em>.',
      },
      {
        title: 'Structured requirements',
        desc: 'Client specifications become checklists that the whole project team can use.',
      },
      {
        title: 'Faster first drafts',
        desc: 'Standard report sections start from a draft instead of a blank page.',
      },
      {
        title: 'Earlier quality signals',
        desc: 'Missing requirements are flagged <em>before</em> a report reaches the reviewer.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 4 },
  },
  {
    id: 'volkerwessels',
    title: 'VolkerWessels: A Center of AI Excellence Across 20 Companies',
    summary:
      'A group-wide Center of AI Excellence and a shared knowledge assistant that employees of 20 operating companies use every week.',
    image: 'construction',
    logo: 'VolkerWessels',
    industry: 'Construction',
    results:
      '20 operating companies connected, more than 100 questions a week, 92% user satisfaction and 3 FTE saved in support teams.',
    color: 'amber',
    companyDescription:
      'VolkerWessels is a Dutch construction group made up of operating companies that work on housing, infrastructure, energy and telecom networks. Each company has its own organisation, systems and ways of working.',
    challenge: lines(
      'AI initiatives were starting up across the group, but each company was doing it on its own.',
      '• Several operating companies were building similar solutions in parallel',
      '• There was no shared view on data security, tooling or the EU AI Act',
      '• Employees asked HR, safety and IT support the same policy questions again and again',
      '• Smaller companies lacked the people to start on AI at all',
    ),
    solution: lines(
      `${site.name} helped set up a **Center of AI Excellence** built on four pillars:`,
      '• **Strategy and governance**: one AI policy, a shared use-case portfolio and clear decision rights',
      '• **Platform**: a secure environment in the group’s own cloud tenant that every company can use',
      '• **People**: AI literacy training for staff and an AI champion in every operating company',
      '• **Delivery**: a small central team that builds, runs and improves shared solutions',
      'The first shared solution is a **group knowledge assistant** that answers questions about HR policies, safety procedures and IT, based on each company’s own documents.',
    ),
    keyResults: [
      '20 operating companies connected to the shared assistant',
      'More than 100 questions answered per week',
      '92% of users satisfied with the answers',
      '3 FTE saved across HR, safety and IT support',
    ],
    quote:
      'We no longer have five companies solving the same problem five times. The Center of AI Excellence gives us one direction, and the assistant showed every company what that means in practice.',
    quotePerson: 'Joost Hermans',
    quoteTitle: 'Programme Director Digital Transformation',
    quoteImage: 'joost-hermans',
    technologies: [
      'Azure OpenAI',
      'Azure AI Search',
      'Microsoft Entra ID',
      'Retrieval-augmented generation',
      'Microsoft Teams integration',
    ],
    provider: 'Microsoft Azure',
    tabHeadline: 'Building a Group-Wide Center of AI Excellence',
    impact: [
      {
        title: 'One direction',
        desc: 'A shared AI policy and portfolio <em>across the whole group</em>.',
      },
      {
        title: 'Reuse instead of rebuild',
        desc: 'Operating companies use shared solutions rather than starting from scratch.',
      },
      {
        title: 'Answers on demand',
        desc: 'Employees get policy answers from their own company’s documents, <em>any time</em>.',
      },
      {
        title: '',
        desc: 'An AI champion in every company keeps adoption going after the launch.',
      },
    ],
    metrics: [
      { value: 20, suffix: ' companies', description: 'connected to the shared knowledge assistant' },
      { value: 100, suffix: '+', description: 'questions per week answered by the assistant' },
      { value: 92, suffix: '%', description: 'user satisfaction' },
      { value: 3, suffix: ' FTE', description: 'saved across HR, safety and IT support' },
    ],
    aiJourney: [
      {
        phase: 'START',
        duration: '12 months',
        goal: 'Set up the Center of AI Excellence and deliver the first shared solution.',
        deliverables: [
          'AI policy and governance model',
          'Shared AI platform in the group cloud tenant',
          'Group knowledge assistant live for the first operating companies',
        ],
        value: '€375K',
        resources: `A ${site.name} implementation lead and machine learning engineers, with a group product owner.`,
      },
      {
        phase: 'SCALE',
        duration: '12-24 months',
        goal: 'Connect all operating companies and add new shared use cases.',
        deliverables: [
          'All 20 operating companies connected',
          'AI champions trained in every company',
          'Two additional shared use cases in production',
        ],
        value: '€200-400K',
        resources: 'The central delivery team, supported by AI champions in the operating companies.',
      },
      {
        phase: 'EXPAND',
        duration: 'Unspecified',
        goal: 'Embed AI in core processes such as tendering, planning and project control.',
        deliverables: ['Use-case roadmap per business line'],
        value: 'To be determined per use case',
        resources: 'The Center of AI Excellence, run by the group.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 4 },
  },
  {
    id: 'den-haag',
    title: 'Gemeente Den Haag: Priorities for an AI-Ready Housing Platform',
    summary:
      'A GenAI scan with the housing department that turned a long list of ideas into four clear priorities for the city’s housing platform.',
    image: 'city',
    logo: 'Gemeente Den Haag',
    industry: 'Government',
    results:
      'Four prioritised use cases with a business case, an EU AI Act classification and a realistic plan for the first pilot.',
    color: 'sky',
    companyDescription:
      'The Municipality of The Hague serves one of the largest and most densely populated cities in the Netherlands. Its housing department handles questions and applications from residents looking for a home, in a market where demand far exceeds supply.',
    challenge: lines(
      'The housing department receives far more questions than it can answer quickly.',
      '• Residents ask the same questions about allocation, urgency and waiting times through many channels',
      '• Case workers spend much of their time reading long application files',
      '• Dozens of AI ideas were circulating without a way to compare them',
      '• Anything that could influence an allocation decision needs extra care under the EU AI Act',
    ),
    solution: lines(
      `${site.name} ran a **GenAI scan** with residents’ needs as the starting point. The outcome was a set of **housing platform priorities**:`,
      '• **Priority 1, resident questions**: an assistant that explains allocation rules, urgency schemes and waiting times in plain language, based on published municipal rules',
      '• **Priority 2, file summaries**: summaries of application files for case workers, who keep full responsibility for every decision',
      '• **Priority 3, letter drafting**: first drafts of standard letters in the municipality’s plain-language style',
      '• **Priority 4, management insight**: recurring themes and bottlenecks from resident contact, reported monthly',
      'Each priority was classified under the EU AI Act. Use cases that could influence an allocation decision were deliberately kept out of the first phase.',
    ),
    keyResults: [
      'Four prioritised use cases, each with a business case',
      'EU AI Act classification for every use case',
      'Pilot plan for the resident-question assistant',
    ],
    quote:
      'The scan helped us say no to some attractive ideas and yes to the ones residents will actually notice. That clarity was worth a lot.',
    quotePerson: 'Ilse Vos',
    quoteTitle: 'Head of Housing Services',
    quoteImage: 'ilse-vos',
    technologies: ['Azure OpenAI', 'Retrieval-augmented generation', 'Power BI', 'Plain-language guidelines (B1)'],
    provider: 'Microsoft Azure',
    tabHeadline: 'Four Priorities for the Housing Platform',
    impact: [
      {
        title: 'Resident first',
        desc: 'Priorities start from the questions residents ask <em>most often</em>.',
      },
      {
        title: 'Responsible by design',
        desc: 'Every use case was assessed against the EU AI Act before any build started.',
      },
      {
        title: 'Relief for case workers',
        desc: 'Summaries and drafts free up time for the residents who need personal attention.',
      },
      {
        title: '',
        desc: 'A roadmap the department can <em>explain and defend</em> to the city council.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 6 },
  },
  {
    id: 'buko',
    title: 'BUKO: Checking Traffic Measures with Computer Vision',
    summary:
      'An image pipeline that checks photos of road-work traffic set-ups against the approved traffic plan and flags what is missing or misplaced.',
    image: 'network',
    logo: 'BUKO',
    industry: 'Infrastructure',
    results:
      'Deviations from traffic plans are spotted on the same day, and planners review flagged photos instead of every photo.',
    color: 'amber',
    companyDescription:
      'BUKO provides temporary traffic management for road and infrastructure works in the Netherlands: signs, barriers, lighting and traffic plans that keep work zones safe for road users and road workers.',
    challenge: lines(
      'Crews photograph every traffic set-up, but checking those photos took more time than planners had.',
      '• Thousands of photos per month were stored but rarely checked in full',
      '• Missing or misplaced signs were sometimes discovered only after an inspection',
      '• Each set-up must match an approved traffic plan exactly',
    ),
    solution: lines(
      `${site.name} built an **image pipeline** in five steps:`,
      '• **Capture**: crews photograph each set-up with the field app they already use',
      '• **Pre-processing**: photos are checked for sharpness and location and linked to the work order and its traffic plan',
      '• **Detection**: a vision model recognises signs, barriers, beacons and arrow boards',
      '• **Plan check**: detected items are compared with the traffic plan, and missing or misplaced items are flagged',
      '• **Review**: a planner confirms or dismisses each flag, and confirmed issues go straight back to the crew',
      'Planner decisions are fed back into training, so the model improves on BUKO’s own material.',
    ),
    keyResults: [
      'Every photo checked automatically against its traffic plan',
      'Same-day feedback to crews on confirmed deviations',
      'Planners review flagged photos only',
    ],
    quote:
      'Safety on a work zone depends on details, like one sign in the wrong place. Now we see those details the same day instead of after an inspection.',
    quotePerson: 'Ruud Willems',
    quoteTitle: 'Operations Manager',
    quoteImage: 'ruud-willems',
    technologies: ['Object detection model', 'Azure Machine Learning', 'Python', 'Field app integration'],
    provider: 'Microsoft Azure',
    tabHeadline: 'From Site Photo to Safety Check',
    impact: [
      {
        title: 'Complete coverage',
        desc: 'Every photo is checked, <em>not just a sample</em>.',
      },
      {
        title: 'Same-day feedback',
        desc: 'Crews hear about a confirmed deviation while they are still on site.',
      },
      {
        title: 'Focused planners',
        desc: 'Planners review the flagged exceptions instead of every photo.',
      },
      {
        title: '',
        desc: 'A model that keeps improving on <em>BUKO’s own</em> photos and plans.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 6 },
  },
  {
    id: 'nieuwestroom',
    title: 'Nieuwe Stroom: AI-Assisted Customer E-mail',
    summary:
      'Every incoming customer e-mail is classified and routed automatically, and service agents start from a drafted reply they check and send.',
    image: 'energy',
    logo: 'Nieuwe Stroom',
    industry: 'Energy',
    results:
      'All incoming e-mail classified automatically, handling time cut by half, NPS up by 2 points and more than 3 FTE of capacity freed up.',
    color: 'teal',
    companyDescription:
      'Nieuwe Stroom is a Dutch energy supplier delivering electricity and gas to households and businesses. Its customer service team handles questions about contracts, meter readings, instalments and annual bills.',
    challenge: lines(
      'E-mail volumes peak around annual bills and price changes, and the team could not keep up.',
      '• Incoming e-mails were sorted by hand before anyone could answer them',
      '• Many questions were routine but still took several minutes each',
      '• Response times rose sharply in busy periods, and customers noticed',
    ),
    solution: lines(
      `${site.name} built an **e-mail assistant** in the existing customer service system, supported by a small **Center of AI Excellence** within the team:`,
      '• **Classification and routing**: each e-mail is tagged by topic and urgency and sent to the right queue',
      '• **Context**: the assistant adds the relevant contract and account details for the agent',
      '• **Draft replies**: agents start from a drafted answer in the company’s tone of voice and always review it before sending',
      '• **Feedback loop**: edits by agents are analysed weekly to improve templates and instructions',
    ),
    keyResults: [
      '100% of incoming e-mails classified and routed automatically',
      'Handling time per e-mail reduced by 50%',
      'Net Promoter Score up by 2 points',
      'More than 3 FTE of capacity freed up in customer service',
    ],
    quote:
      'Our agents still write every answer that goes out, but they no longer start from an empty screen. In the busy weeks that makes all the difference.',
    quotePerson: 'Wouter de Jong',
    quoteTitle: 'Manager Customer Service',
    quoteImage: 'wouter-de-jong',
    technologies: ['Azure OpenAI', 'Text classification', 'CRM integration', 'Python'],
    provider: 'Microsoft Azure',
    tabHeadline: 'Every Customer E-mail Sorted and Drafted',
    impact: [
      {
        title: 'No more sorting',
        desc: 'Every e-mail reaches the right queue <em>automatically</em>.',
      },
      {
        title: 'Faster replies',
        desc: 'Agents check and send a draft instead of writing each answer from scratch.',
      },
      {
        title: 'Happier customers',
        desc: 'Shorter response times lifted the Net Promoter Score by 2 points.',
      },
      {
        title: '',
        desc: 'Capacity for the questions that <em>really need a person</em>.',
      },
    ],
    metrics: [
      { value: 100, suffix: '%', description: 'of incoming e-mails classified and routed automatically' },
      { value: 50, suffix: '%', description: 'shorter handling time per e-mail' },
      { value: 2, suffix: ' point', description: 'increase in Net Promoter Score' },
      { value: 3, suffix: '+ FTE', description: 'of capacity freed up in customer service' },
    ],
    listCard: { size: 'large', gridPosition: 8 },
  },
  {
    id: 'shell',
    title: 'Shell: Learning from Safety Reports',
    summary:
      'A pilot that groups free-text incident and near-miss reports by underlying cause, so safety advisers can spot recurring issues sooner.',
    image: 'factory',
    logo: 'Shell',
    industry: 'Energy',
    results:
      'Safety advisers in the pilot could review recurring themes across thousands of reports in hours instead of weeks.',
    color: 'amber',
    companyDescription:
      'Shell is an international energy company with a large presence in the Netherlands, including refining and chemicals sites near Rotterdam where process safety is a daily priority.',
    challenge: lines(
      'Near-miss reports are valuable, but only if someone reads them together.',
      '• Reports are written in free text, in several languages and styles',
      '• Keyword searches missed reports describing the same cause in different words',
      '• Periodic reviews took weeks of manual reading',
    ),
    solution: lines(
      `${site.name} set up a **report analysis pilot** for a single site:`,
      '• Reports are translated and grouped by **underlying cause** rather than keywords',
      '• Each group comes with a short summary and links to the original reports',
      '• Safety advisers validate the groupings, and their corrections improve the next run',
    ),
    keyResults: [
      'Recurring themes identified across a full year of reports',
      'Review time reduced from weeks to hours',
      'All groupings validated by safety advisers',
    ],
    quote: 'The tool does not replace our judgement. It makes sure we read the reports that belong together, together.',
    quotePerson: 'Hanneke Meijer',
    quoteTitle: 'HSE Data Lead',
    quoteImage: 'hanneke-meijer',
    technologies: ['Large language models', 'Text embeddings and clustering', 'Python', 'Power BI'],
    impact: [
      {
        title: 'Patterns, not keywords',
        desc: 'Reports are grouped by <em>cause</em>, whatever words were used.',
      },
      {
        title: 'Faster reviews',
        desc: 'Periodic safety reviews start from themes instead of raw reports.',
      },
      {
        title: 'Expert validated',
        desc: 'Safety advisers confirm every grouping before it is used.',
      },
      {
        title: '',
        desc: 'A repeatable approach for <em>other sites</em>.',
      },
    ],
  },
  {
    id: 'rotterdam',
    title: 'Gemeente Rotterdam: Faster Answers to Council Questions',
    summary:
      'An assistant that helps civil servants find earlier answers and relevant policy when preparing replies to written questions from the city council.',
    image: 'city',
    logo: 'Gemeente Rotterdam',
    industry: 'Government',
    results:
      'Civil servants start their reply with the relevant earlier answers and policy documents already collected.',
    color: 'violet',
    companyDescription:
      'The Municipality of Rotterdam serves the second-largest city in the Netherlands. Its departments prepare answers to written questions from council members within fixed deadlines.',
    challenge: lines(
      'Written council questions often touch on topics that were answered before, in another year or department.',
      '• Earlier answers and policy documents are spread over several archives',
      '• Deadlines are fixed, so searching eats into writing time',
      '• Answers must be consistent with what the municipality said before',
    ),
    solution: lines(
      `${site.name} built a **research assistant** for the departments that answer council questions:`,
      '• It searches earlier answers, council letters and policy documents in one go',
      '• It presents the sources it found, with short summaries, so the civil servant decides what is relevant',
      '• It does not write the final answer, which stays with the department',
    ),
    keyResults: [
      'Relevant earlier answers collected in minutes',
      'More consistent replies to the council',
      'Final answers written and approved by civil servants',
    ],
    quote: 'Consistency with what we said last year matters as much as speed. The assistant helps us with both.',
    quotePerson: 'Mehmet Yılmaz',
    quoteTitle: 'Programme Manager Data & AI',
    quoteImage: 'mehmet-yilmaz',
    technologies: ['Azure OpenAI', 'Azure AI Search', 'Retrieval-augmented generation'],
    provider: 'Microsoft Azure',
    impact: [
      {
        title: 'Research in minutes',
        desc: 'Earlier answers and policy are <em>collected automatically</em>.',
      },
      {
        title: 'Consistent replies',
        desc: 'New answers build on what the municipality said before.',
      },
      {
        title: 'People decide',
        desc: 'The assistant finds sources; civil servants write and approve the answer.',
      },
      {
        title: '',
        desc: 'More time for the <em>political context</em> of each question.',
      },
    ],
  },
  {
    id: 'ing',
    title: 'ING: Summarising Client Due-Diligence Files',
    summary:
      'A pilot in which analysts receive a structured summary of a client due-diligence file before starting their review.',
    image: 'bank',
    logo: 'ING',
    industry: 'Banking',
    results:
      'Analysts in the pilot started their reviews from a structured overview, with every statement linked to the underlying document.',
    color: 'amber',
    companyDescription:
      'ING is a Dutch multinational bank. Like every bank, it must know its clients and periodically review their files to meet anti-money-laundering rules.',
    challenge: lines(
      'Periodic client reviews require reading large files before any judgement can be made.',
      '• Files contain registry extracts, ownership structures, correspondence and earlier reviews',
      '• Analysts spent much of their time collecting facts rather than assessing risk',
      '• Every conclusion must be traceable for auditors and supervisors',
    ),
    solution: lines(
      `${site.name} and the operations team built a **file summarisation pilot**:`,
      '• A structured summary covers ownership, activities, earlier findings and open points',
      '• Every statement links to the page it came from',
      '• The analyst remains responsible for the assessment and can correct the summary',
    ),
    keyResults: [
      'Structured summaries for files in the pilot',
      'Every statement traceable to its source page',
      'Analyst time shifted from collecting to assessing',
    ],
    quote: 'The summary is a starting point, not a verdict. But a good starting point saves a lot of reading.',
    quotePerson: 'Esther Dijkman',
    quoteTitle: 'Lead KYC Operations',
    quoteImage: 'esther-dijkman',
    technologies: ['Large language models', 'Document intelligence (OCR)', 'Python', 'Audit logging'],
    impact: [
      {
        title: 'Structured overview',
        desc: 'Each review starts from the <em>same clear structure</em>.',
      },
      {
        title: 'Traceable',
        desc: 'Statements link back to the source page for analysts and auditors.',
      },
      {
        title: 'Focus on risk',
        desc: 'Less time spent collecting facts, more on assessing them.',
      },
      {
        title: '',
        desc: 'The analyst <em>always</em> makes the final assessment.',
      },
    ],
  },
  {
    id: 'kpn',
    title: 'KPN: A Knowledge Assistant for Field Engineers',
    summary:
      'A mobile assistant that gives field engineers quick answers from installation guides and network procedures while they are on site.',
    image: 'telecom',
    logo: 'KPN',
    industry: 'Telecom',
    results: 'Engineers in the pilot called the support desk less often for routine procedural questions.',
    color: 'teal',
    companyDescription:
      'KPN is the largest telecom and IT provider in the Netherlands. Its field engineers install and repair fibre, copper and mobile network equipment across the country.',
    challenge: lines(
      'Engineers on site need the right procedure quickly, often on a phone and with limited time.',
      '• Installation guides and procedures are long and not written for small screens',
      '• Routine questions were phoned in to a central support desk',
      '• Procedures change as the network is upgraded',
    ),
    solution: lines(
      `${site.name} built a **mobile knowledge assistant** for field engineers:`,
      '• Short, step-by-step answers based on current installation guides',
      '• A link to the full procedure with every answer',
      '• Questions the assistant cannot answer are passed to the support desk with context',
    ),
    keyResults: [
      'Fewer routine calls to the support desk',
      'Answers always based on the current procedure',
      'Unanswered questions used to improve the guides',
    ],
    quote:
      'On a ladder you do not want to scroll through a sixty-page guide. A short answer with a link to the details is exactly right.',
    quotePerson: 'Mark Veenstra',
    quoteTitle: 'Manager Field Operations Support',
    quoteImage: 'mark-veenstra',
    technologies: ['Large language models', 'Retrieval-augmented generation', 'Mobile web app', 'TypeScript'],
    impact: [
      {
        title: 'Answers on site',
        desc: 'Engineers get the procedure <em>where the work happens</em>.',
      },
      {
        title: 'Less waiting',
        desc: 'Routine questions no longer queue at the support desk.',
      },
      {
        title: 'Always current',
        desc: 'Answers follow the latest version of each guide.',
      },
      {
        title: '',
        desc: 'Support specialists focus on the <em>hard problems</em>.',
      },
    ],
  },
  {
    id: 'ticketswap',
    title: 'TicketSwap: AI Literacy for the Whole Team',
    summary:
      'AI literacy training and hands-on workshops that helped every TicketSwap team use generative AI safely and effectively in daily work.',
    image: 'ticket',
    logo: 'TicketSwap',
    industry: 'Event Technology',
    results:
      'All employees trained in AI literacy, team-specific workshops completed and internal AI champions appointed.',
    color: 'sky',
    isAcademy: true,
    companyDescription:
      'TicketSwap is an Amsterdam-based platform where fans buy and sell tickets for concerts, festivals and other events safely at a fair price. Its teams work across product, engineering, customer support and marketing.',
    challenge: lines(
      'Employees were experimenting with AI tools on their own, with very different levels of knowledge.',
      '• There were no shared guidelines for using AI with customer or company data',
      '• Some teams were advanced users while others had hardly started',
      '• The EU AI Act requires organisations to ensure a sufficient level of AI literacy among their staff',
    ),
    solution: lines(
      `${productName('Academy')} set up a programme in three parts:`,
      '• **AI Literacy Training**: a 60-minute hybrid session for all employees covering how generative AI works, its limits, data use and the EU AI Act',
      '• **Interactive Workshops**: hands-on sessions for support, marketing and engineering, built around their own daily tasks',
      '• **AI Champions**: colleagues from several teams trained to support others and keep the guidelines up to date',
    ),
    keyResults: [
      'Every employee completed the AI literacy training',
      'Workshops delivered for three teams, built around their own work',
      'Shared guidelines for using AI with company and customer data',
      'Internal AI champions appointed',
    ],
    quote:
      'The workshops worked because they used our own tasks, not generic examples. People went back to their desks and used it the same afternoon.',
    quotePerson: 'Lisa Koster',
    quoteTitle: 'People & Culture Lead',
    quoteImage: 'lisa-koster',
    technologies: ['ChatGPT', 'Gemini'],
    tabHeadline: 'From Curiosity to Daily Practice',
    impact: [
      {
        title: 'Shared baseline',
        desc: 'Everyone now shares the <em>same understanding</em> of what AI can and cannot do.',
      },
      {
        title: 'Safe use',
        desc: 'Clear guidelines on which data may and may not be used with AI tools.',
      },
      {
        title: 'Practical skills',
        desc: 'Teams apply AI to their own daily tasks, not textbook examples.',
      },
      {
        title: '',
        desc: 'Internal champions keep learning going <em>after the training</em>.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 6 },
  },
  {
    id: 'windt-le-grand-leeuwenburgh',
    title: 'Windt Le Grand Leeuwenburgh: Responsible AI for Lawyers',
    summary:
      'A Rotterdam law firm trained its lawyers and support staff to use generative AI responsibly, with clear rules on confidentiality and verification.',
    image: 'law',
    logo: 'Windt Le Grand Leeuwenburgh',
    industry: 'Legal Services',
    results:
      'Lawyers and support staff trained, firm-wide AI guidelines adopted and practical workflows for research and drafting in place.',
    color: 'indigo',
    isAcademy: true,
    companyDescription:
      'Windt Le Grand Leeuwenburgh is a law firm based in Rotterdam that advises and litigates for businesses, public bodies and private clients across a range of practice areas.',
    challenge: lines(
      'Clients expect efficiency, but a law firm cannot compromise on confidentiality or accuracy.',
      '• Lawyers were curious about AI but unsure what was allowed with client information',
      '• Publicised cases of invented case law made the risks very visible',
      '• The firm wanted a shared standard rather than individual experiments',
    ),
    solution: lines(
      `${productName('Academy')} delivered a programme tailored to legal work:`,
      '• **AI Literacy Training** for all lawyers and support staff, including the EU AI Act and professional conduct rules',
      '• **Workshops** on practical legal tasks: summarising case files, structuring first drafts and preparing client updates',
      '• **Firm guidelines** on confidentiality, approved tools and mandatory verification of every source',
    ),
    keyResults: [
      'All lawyers and support staff trained',
      'Firm-wide guidelines on AI use adopted',
      'Verification of sources built into every AI-assisted workflow',
    ],
    quote:
      'We wanted our people to use AI with the same care they apply to everything else. The training gave them both the confidence and the boundaries.',
    quotePerson: 'Jeroen Schouten',
    quoteTitle: 'Partner',
    quoteImage: 'jeroen-schouten',
    technologies: ['Microsoft Copilot', 'ChatGPT'],
    tabHeadline: 'AI Academy for Legal Professionals',
    impact: [
      {
        title: 'Confidence',
        desc: 'Lawyers know <em>when and how</em> AI can help them.',
      },
      {
        title: 'Clear boundaries',
        desc: 'Firm-wide rules on client data and approved tools.',
      },
      {
        title: 'Verified work',
        desc: 'Every AI-assisted result is checked against original sources.',
      },
      {
        title: '',
        desc: 'A shared standard across the firm instead of <em>individual experiments</em>.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 6 },
  },
  {
    id: 'volkerwessels-tender-assistant',
    title: 'VolkerWessels: A Tender Assistant for Bid Teams',
    summary:
      'An assistant that reads tender documents, extracts requirements and award criteria, and helps bid teams prepare a first draft.',
    image: 'document',
    logo: 'VolkerWessels',
    industry: 'Construction',
    results: 'Bid teams get a complete overview of requirements and award criteria on day one of a tender.',
    color: 'amber',
    companyDescription:
      'VolkerWessels operating companies bid for public and private construction projects throughout the year. Each tender comes with extensive documentation and a tight deadline.',
    challenge: lines(
      'The first days of a tender were spent reading instead of thinking about the winning approach.',
      '• Tender packages include many documents with requirements scattered throughout',
      '• Missing a single requirement can disqualify a bid',
      '• Relevant material from earlier bids was hard to find',
    ),
    solution: lines(
      `${site.name} built a **tender assistant** on the group’s shared AI platform:`,
      '• **Requirement extraction**: lists every requirement, deadline and award criterion with its source',
      '• **Question support**: helps prepare clarification questions for the contracting authority',
      '• **Reuse**: suggests relevant passages from earlier successful bids',
      '• **Draft support**: proposes an outline for each award criterion, which the bid team writes out',
    ),
    keyResults: [
      'Complete requirement overview on the first day of a tender',
      'Relevant passages from earlier bids easy to find',
      'Bid teams focus on strategy and quality',
    ],
    quote:
      'The assistant reads the whole package on day one, so our team can start on the approach straight away. We still write the bid, but we start much better prepared.',
    quotePerson: 'Karin Wolters',
    quoteTitle: 'Bid Manager',
    quoteImage: 'karin-wolters',
    technologies: ['Azure OpenAI', 'Azure AI Search', 'Document intelligence (OCR)', 'Python'],
    provider: 'Microsoft Azure',
    tabHeadline: 'From Tender Documents to First Draft',
    impact: [
      {
        title: 'Nothing missed',
        desc: 'Every requirement listed <em>with its source</em>.',
      },
      {
        title: 'Faster start',
        desc: 'Bid teams begin on the approach from day one.',
      },
      {
        title: 'Knowledge reused',
        desc: 'Strong passages from earlier bids are found and built upon.',
      },
      {
        title: '',
        desc: 'Built on the group platform, so <em>every operating company</em> can use it.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 4 },
  },
  {
    id: 'easyenergy-customer-service',
    title: 'easyEnergy: A Customer Service Assistant for Dynamic Tariffs',
    summary:
      'A customer service assistant that explains hourly energy prices and answers account questions, with a smooth hand-over to an agent when needed.',
    image: 'chat',
    logo: 'easyEnergy',
    industry: 'Energy',
    results:
      'Customers get clear answers about dynamic prices at any hour, and agents receive the full context when a conversation is handed over.',
    color: 'teal',
    companyDescription:
      'easyEnergy is a Dutch energy supplier offering dynamic contracts, in which the price of electricity and gas follows the wholesale market hour by hour.',
    challenge: lines(
      'Dynamic tariffs raise questions that fixed contracts never did.',
      '• Customers want to know why prices differ per hour and how to benefit from that',
      '• Questions peak outside office hours and when prices are unusually high or low',
      '• Answers must combine general explanation with the customer’s own contract details',
    ),
    solution: lines(
      `${site.name} built a **customer service assistant** for the website and customer portal:`,
      '• **Explains dynamic pricing** in plain language, based on easyEnergy’s own content',
      '• **Answers account questions** about contracts, instalments and meter readings for signed-in customers',
      '• **Hands over** to an agent with a summary of the conversation when a question needs a person',
    ),
    keyResults: [
      'Questions about dynamic prices answered at any hour',
      'Smooth hand-over to agents, with context included',
      'Agents spend more time on complex questions',
    ],
    quote:
      'Dynamic pricing is simple once you understand it, but it needs explaining. The assistant does that patiently, at any hour, and passes on the tricky cases to us.',
    quotePerson: 'Niels Postma',
    quoteTitle: 'Head of Customer Service',
    quoteImage: 'niels-postma',
    technologies: ['Azure OpenAI', 'Retrieval-augmented generation', 'Customer portal integration', 'TypeScript'],
    provider: 'Microsoft Azure',
    tabHeadline: 'Explaining Dynamic Energy Prices, Day and Night',
    impact: [
      {
        title: 'Always available',
        desc: 'Customers get answers <em>day and night</em>.',
      },
      {
        title: 'Clear explanations',
        desc: 'Hourly pricing explained in plain language.',
      },
      {
        title: 'Smooth hand-over',
        desc: 'Agents receive a summary, so customers never have to repeat themselves.',
      },
      {
        title: '',
        desc: 'Agents focus on the questions that <em>need a person</em>.',
      },
    ],
    listCard: { size: 'medium', gridPosition: 4 },
  },
];

/** All story ids, in the order of spec §2. */
export const storyIds = stories.map((story) => story.id);

/** The nine featured implementation ids, then the two academy ids (spec §2). */
export const featuredStoryIds = [
  'prorail',
  'ayvens',
  'aveco',
  'volkerwessels',
  'den-haag',
  'buko',
  'nieuwestroom',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
  'ticketswap',
  'windt-le-grand-leeuwenburgh',
] as const;

/** Stories that never show the 'Key Metrics' block (spec §2). */
export const storiesWithoutKeyMetrics = [
  'aveco',
  'ticketswap',
  'windt-le-grand-leeuwenburgh',
  'ayvens',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
] as const;

const storyById = new Map(stories.map((story) => [story.id, story]));

export function getStory(id: string): Story | undefined {
  return storyById.get(id);
}

function pick(ids: readonly string[]): Story[] {
  return ids.map((id) => {
    const story = storyById.get(id);
    if (!story) throw new Error(`Unknown story id: ${id}`);
    return story;
  });
}

/** Order of the cards on the '{product} Implementation' tab of /success-stories. */
const implementationListIds = [
  'prorail',
  'ayvens',
  'aveco',
  'volkerwessels',
  'volkerwessels-tender-assistant',
  'den-haag',
  'buko',
  'nieuwestroom',
  'easyenergy-customer-service',
] as const;

/** Cards of the implementation tab, in display order; every one has a listCard. */
export const implementationStories: Story[] = pick(implementationListIds);

/** Cards of the academy tab, in display order; every one has a listCard. */
export const academyStories: Story[] = stories.filter((story) => story.isAcademy && story.listCard);

/** Key metrics to show for a story, or null when the block is hidden. */
export function getKeyMetrics(story: Story): Metric[] | null {
  if ((storiesWithoutKeyMetrics as readonly string[]).includes(story.id)) return null;
  return story.metrics ?? defaultMetrics;
}

/** Headline of the Solution/Tech/Impact section. */
export function storyTabHeadline(story: Story): string {
  if (story.tabHeadline) return story.tabHeadline;
  return story.isAcademy ? 'AI Academy Training Program' : 'AI Implementation Journey';
}

/** Up to `limit` other featured stories for 'Explore More Success Stories'. */
export function moreStories(id: string, limit = 3): Story[] {
  return pick(featuredStoryIds.filter((other) => other !== id)).slice(0, limit);
}

const slugify = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Builds a home-page teaser from a story record. */
export function toHomeStoryTeaser(story: Story): HomeStoryTeaser {
  return {
    company: story.logo,
    useCase: story.useCase ?? story.summary,
    testimonial: story.quote,
    personName: story.quotePerson,
    personTitle: story.quoteTitle,
    personPhoto: story.quoteImage ?? (slugify(story.quotePerson) || story.id),
    bgImage: story.image,
    bgTone: story.color,
    buttonText: 'Learn More',
    link: `/success-stories/${story.id}`,
  };
}

/** Home page 'Client Success Stories': VolkerWessels, ProRail and the law firm. */
export const homeStoryTeaserIds = ['volkerwessels', 'prorail', 'windt-le-grand-leeuwenburgh'] as const;

export const homeStoryTeasers: HomeStoryTeaser[] = pick(homeStoryTeaserIds).map(toHomeStoryTeaser);
