// Open positions on /jobs (spec §2, §3, §9).
import { site } from '#contracts/site.ts';
import { jobTabFragment } from './contact.ts';
import type { JobPosition } from './schema.ts';

const lines = (...parts: string[]): string => parts.join('\n');

const workArrangement = `Hybrid working with a home base at our office in ${site.address.city}, for 4 or 5 days a week`;
// When the four positions were opened, and how: 4 or 5 days a week (spec §9). No closing date.
const posting = { datePosted: '2026-11-02', employmentType: ['FULL_TIME', 'PART_TIME'] } satisfies Pick<
  JobPosition,
  'datePosted' | 'employmentType'
>;

const languages = 'Fluency in Dutch and English, spoken and written';

const sharedBenefits = [
  workArrangement,
  'A competitive salary, holiday allowance and a pension scheme',
  '25 days of paid leave on a five-day week (pro rata on four days)',
  'A personal learning budget and time to spend it, including conferences and certifications',
  'A laptop of your choice and access to the AI tools you need',
  'Public transport costs covered, or a travel allowance',
  `Small teams, short lines and colleagues who share what they learn at the weekly ${site.name} demo`,
];

export const jobs: JobPosition[] = [
  {
    id: 1,
    ...posting,
    title: 'Machine Learning Engineer',
    description: `As a Machine Learning Engineer at ${site.name} you design and build AI solutions that people use every day: assistants on top of company knowledge, document processing pipelines and language-model applications embedded in existing systems. You work in a small implementation team, close to the client and the end users.`,
    about: lines(
      'You turn a validated idea into a solution that runs in production and keeps working.',
      '• Design and build retrieval, document processing and language-model applications',
      '• Build prototypes in pressure cookers with clients and test them with real users',
      '• Set up evaluations and test sets so quality is measured, not assumed',
      '• Integrate solutions with client systems such as SharePoint, CRM platforms and Microsoft Teams',
      '• Deploy and monitor solutions in cloud environments, with attention to security and cost',
      '• Share what you learn with colleagues and help clients’ own teams take over',
    ),
    requirements: [
      'A degree in computer science, artificial intelligence, data science or a related field, or equivalent experience',
      'At least two years of experience building software or machine learning solutions in Python',
      'Hands-on experience with large language models, retrieval-augmented generation or document AI',
      'Familiarity with a major cloud platform (Azure, Google Cloud or AWS) and with version control, testing and CI',
      languages,
      'Available 4 or 5 days a week, working hybrid from our Rotterdam home base',
    ],
    personalQualitiesIntro:
      'We care as much about how you work as about what you know. We are looking for someone who:',
    personalQualities: [
      'Starts from the problem, not from the newest model',
      'Explains technical choices clearly to people without a technical background',
      'Tests before trusting, including their own code',
      'Enjoys learning fast and shares knowledge freely',
    ],
    benefits: sharedBenefits,
    icon: 'brain',
    image: 'code',
  },
  {
    id: 2,
    ...posting,
    title: 'Head of Implementation',
    description: `As Head of Implementation you lead the implementation practice of ${site.name}: the teams that take clients from a GenAI scan to AI solutions embedded in daily operations. You are responsible for delivery quality, for the growth of our implementation leads and engineers, and for the way we work.`,
    about: lines(
      'You make sure every implementation delivers measurable value, on time and within budget.',
      '• Lead and coach the implementation leads and, through them, the delivery teams',
      '• Own the delivery method, from GenAI scans and pressure cookers to production and scale-up',
      '• Act as senior sparring partner for clients’ executives on AI strategy and Centers of AI Excellence',
      '• Monitor project health, risks and margins across the portfolio',
      '• Work with the founders on hiring, proposals and the growth of the company',
      '• Keep our approach in line with the EU AI Act and clients’ security requirements',
    ),
    requirements: [
      'At least eight years of experience delivering data, AI or software projects, of which at least three in a leadership role',
      'A track record of bringing AI or data solutions into production in large organisations',
      'Experience managing client relationships at board and senior management level',
      'Solid understanding of generative AI, its possibilities and its limits',
      languages,
      'Available 4 or 5 days a week, working hybrid from our Rotterdam home base',
    ],
    personalQualitiesIntro: 'You set the tone for a growing team of consultants and engineers, and you are:',
    personalQualities: [
      'A leader who creates room for others to grow',
      'Calm under pressure, and direct when a project needs it',
      'Pragmatic: prefers a working solution to a perfect plan',
      'Equally comfortable in a boardroom and in a sprint review',
    ],
    benefits: [...sharedBenefits, 'A seat at the table in shaping the company’s direction'],
    icon: 'compass',
    image: 'people',
  },
  {
    id: 3,
    ...posting,
    title: 'Implementation Lead',
    description: `As Implementation Lead you are the bridge between the client and the ${site.name} delivery team. You translate business problems into AI use cases, keep projects on track and make sure solutions are actually adopted by the people they were built for.`,
    about: lines(
      'You own the result of a project, from the first workshop to the moment the client runs the solution on their own.',
      '• Run GenAI scans and workshops to identify and prioritise use cases',
      '• Write business cases and project plans together with the client',
      '• Lead a small team of machine learning engineers day to day',
      '• Organise user tests and make sure feedback reaches the team quickly',
      '• Report progress and results to client stakeholders',
      '• Plan adoption: training, communication and handover',
    ),
    requirements: [
      '0-5 years of experience in consulting, project management, product management or a related field',
      'A university degree, for example in business, engineering, econometrics or information science',
      'A genuine interest in generative AI and how it changes work',
      'Strong analytical and communication skills',
      languages,
      'Available 4 or 5 days a week, working hybrid from our Rotterdam home base',
    ],
    personalQualitiesIntro: 'Experience matters less to us than attitude. We are looking for someone who:',
    personalQualities: [
      'Takes ownership and follows through',
      'Curious about how organisations really work',
      'Builds trust quickly with people at every level',
      'Learns fast and asks for feedback',
    ],
    benefits: [...sharedBenefits, 'A personal development plan and coaching from a senior colleague'],
    icon: 'rocket',
    image: 'network',
  },
  {
    id: 4,
    ...posting,
    title: 'Gen-AI Consultant',
    description: `As Gen-AI Consultant you help organisations understand and use generative AI. You give training sessions and workshops for the ${site.name} Academy, advise clients on AI strategy and governance, and help them find where AI creates real value.`,
    about: lines(
      'You help people move from curiosity about AI to confident, responsible use.',
      '• Deliver AI literacy training, interactive workshops and the AI Champions Program',
      '• Tailor training content to sectors such as construction, legal, energy and government',
      '• Advise clients on AI policy, governance and the EU AI Act',
      '• Run GenAI scans together with implementation leads',
      '• Develop new training material and keep it up to date with the latest developments',
    ),
    requirements: [
      'At least three years of experience in consulting, training or a related role',
      'Practical experience with generative AI tools and a clear view of their limits',
      'Knowledge of the EU AI Act and data protection, or the drive to master them quickly',
      'Confidence in front of groups, both on-site and online',
      languages,
      'Available 4 or 5 days a week, working hybrid from our Rotterdam home base',
    ],
    personalQualities: [
      'A natural teacher who makes complex topics simple',
      'Energetic, with a sense of humour in the training room',
      'Critical of hype, enthusiastic about real value',
      'Eager to keep learning as the field changes',
    ],
    benefits: [...sharedBenefits, 'The chance to train hundreds of professionals a year across many sectors'],
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
  `/contact?tab=job&position=${encodeURIComponent(job.title)}#${jobTabFragment}`;

/** Heading of the /jobs page. */
export const careersHeading = `Careers at ${site.name}`;
