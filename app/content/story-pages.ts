// Fixed copy of the success-story pages (spec §2 /success-stories and /success-stories/{id}).
// The stories themselves are in stories/; this is what the pages say around them.
import { productName } from '#contracts/site.ts';
import type { StoryListTab } from './schema.ts';

export const storyListPage = {
  tabs: [
    { value: 'implementation', label: productName('Implementation') },
    { value: 'academy', label: productName('Academy') },
  ] satisfies { value: StoryListTab; label: string }[],
  tabsLabel: 'Success stories by service',
  readMore: 'Read More',
  empty: {
    title: 'Stories Coming Soon',
    text: `We're working on adding success stories for ${productName('Academy')}. Check back soon!`,
  },
  banner: {
    title: 'Have a challenge like these?',
    text: 'Tell us where you want AI to make a difference. We will show you what it takes, in plain numbers.',
    primary: { label: 'Contact Us', to: '/contact' },
  },
};

export const storyPage = {
  back: 'All Success Stories',
  useCasePrefix: 'Use Case: ',
  about: 'About',
  challenge: 'The Challenge',
  solution: 'The Solution',
  technologiesUsed: 'Technologies Used',
  tabs: { solution: 'Solution', tech: 'Tech', impact: 'Impact' },
  comingSoon: 'Coming Soon',
  comingSoonText: 'We are writing this part of the case study. Check back soon!',
  technologies: 'Technologies',
  partners: 'Partners',
  clientLogo: 'Client',
  providerLogo: 'Technology partner',
  logoPlaceholder: 'Company Logo',
  impactOverview: 'Impact Overview',
  keyMetrics: 'Key Metrics',
  testimonialSubline: 'Transportation Innovation Group',
  exploreMore: 'Explore More Success Stories',
  readCaseStudy: 'Read Case Study',
  banner: {
    title: 'Ready to Write Your Success Story?',
    text: 'Every story on this page started with one conversation about one problem. Let’s find yours.',
    primary: { label: 'Contact Us', to: '/contact' },
  },
  notFound: {
    title: 'Success Story Not Found',
    description: "The success story you're looking for doesn't exist or has been moved.",
    back: 'Back to Success Stories',
  },
};
