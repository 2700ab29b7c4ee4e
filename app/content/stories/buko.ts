import { site } from '#contracts/site.ts';
import type { StoryInput } from '../schema.ts';

export default {
  id: 'buko',
  title: 'BUKO: Checking Traffic Measures with Computer Vision',
  summary:
    'An image pipeline that checks photos of road-work traffic set-ups against the approved traffic plan and flags what is missing or misplaced.',
  industry: 'Infrastructure',
  logo: 'BUKO',
  image: 'network',
  color: 'amber',
  isAcademy: false,
  featured: true,
  listTab: 'implementation',
  listOrder: 7,
  gridPosition: 6,
  cardSize: 'medium',
  variant: 'two-column',
  comingSoon: false,
  hasMetrics: true,
  tabHeadline: 'From Site Photo to Safety Check',
  results:
    'Deviations from traffic plans are spotted on the same day, and planners review flagged photos instead of every photo.',
  companyDescription:
    'BUKO provides temporary traffic management for road and infrastructure works in the Netherlands: signs, barriers, lighting and traffic plans that keep work zones safe for road users and road workers.',
  challenge: `Crews photograph every traffic set-up, but checking those photos took more time than planners had.

- Thousands of photos per month were stored but rarely checked in full
- Missing or misplaced signs were sometimes discovered only after an inspection
- Each set-up must match an approved traffic plan exactly`,
  solution: {
    intro: `${site.name} built an **image pipeline** that checks every photo of a traffic set-up against its approved plan, in five steps.`,
    sections: [
      {
        heading: 'The image pipeline',
        layout: 'steps',
        items: [
          {
            title: 'Capture',
            text: 'Crews photograph each set-up with the field app they already use.',
            icon: 'camera',
          },
          {
            title: 'Pre-processing',
            text: 'Photos are checked for sharpness and location and linked to the work order and its traffic plan.',
            icon: 'scan',
          },
          {
            title: 'Detection',
            text: 'A vision model recognises signs, barriers, beacons and arrow boards.',
            icon: 'detect',
          },
          {
            title: 'Plan check',
            text: 'Detected items are compared with the traffic plan, and *missing or misplaced* items are flagged.',
            icon: 'map',
          },
          {
            title: 'Review',
            text: 'A planner confirms or dismisses each flag, and confirmed issues go straight back to the crew.',
            icon: 'review',
          },
        ],
      },
    ],
    outro: 'Planner decisions are fed back into training, so the model improves on BUKO’s own material.',
  },
  keyResults: [
    'Every photo checked automatically against its traffic plan',
    'Same-day feedback to crews on confirmed deviations',
    'Planners review flagged photos only',
  ],
  technologies: ['Object detection model', 'Azure Machine Learning', 'Python', 'Field app integration'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: 'Complete coverage',
      desc: 'Every photo is checked, *not just a sample*.',
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
      desc: 'A model that keeps improving on *BUKO’s own* photos and plans.',
    },
  ],
  testimonial: {
    quote:
      'Safety on a work zone depends on details, like one sign in the wrong place. Now we see those details the same day instead of after an inspection.',
    person: 'Ruud Willems',
    title: 'Operations Manager',
    portrait: 'ruud-willems',
  },
} satisfies StoryInput;
