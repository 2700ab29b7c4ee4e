import { site } from '#contracts/site.ts';
import type { StoryInput } from '#contracts/content/story.ts';

export default {
  id: 'buko',
  published: '2023-11-14',
  title: {
    en: 'BUKO: Checking Traffic Measures with Computer Vision',
    nl: 'BUKO: verkeersmaatregelen controleren met computer vision',
  },
  summary: {
    en: 'An image pipeline that checks photos of road-work traffic set-ups against the approved traffic plan and flags what is missing or misplaced.',
    nl: 'Een beeldpipeline die foto’s van verkeersmaatregelen bij wegwerkzaamheden toetst aan het goedgekeurde verkeersplan en signaleert wat ontbreekt of verkeerd staat.',
  },
  industry: { en: 'Infrastructure', nl: 'Infrastructuur' },
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
  tabHeadline: { en: 'From Site Photo to Safety Check', nl: 'Van bouwplaatsfoto naar veiligheidscheck' },
  results: {
    en: 'Deviations from traffic plans are spotted on the same day, and planners review flagged photos instead of every photo.',
    nl: 'Afwijkingen van verkeersplannen worden dezelfde dag opgemerkt, en planners beoordelen alleen nog gesignaleerde foto’s in plaats van elke foto.',
  },
  companyDescription: {
    en: 'BUKO provides temporary traffic management for road and infrastructure works in the Netherlands: signs, barriers, lighting and traffic plans that keep work zones safe for road users and road workers.',
    nl: 'BUKO verzorgt tijdelijke verkeersmaatregelen bij weg- en infrawerkzaamheden in Nederland: borden, afzettingen, verlichting en verkeersplannen die werkvakken veilig houden voor weggebruikers en wegwerkers.',
  },
  challenge: {
    en: `Crews photograph every traffic set-up, but checking those photos took more time than planners had.

- Thousands of photos per month were stored but rarely checked in full
- Missing or misplaced signs were sometimes discovered only after an inspection
- Each set-up must match an approved traffic plan exactly`,
    nl: `Ploegen fotograferen elke opstelling, maar het controleren van die foto’s kostte meer tijd dan planners hadden.

- Duizenden foto’s per maand werden opgeslagen, maar zelden volledig gecontroleerd
- Ontbrekende of verkeerd geplaatste borden kwamen soms pas bij een inspectie aan het licht
- Elke opstelling moet precies overeenkomen met een goedgekeurd verkeersplan`,
  },
  solution: {
    intro: {
      en: `${site.name} built an **image pipeline** that checks every photo of a traffic set-up against its approved plan, in five steps.`,
      nl: `${site.name} bouwde een **beeldpipeline** die elke foto van een verkeersopstelling in vijf stappen toetst aan het goedgekeurde plan.`,
    },
    sections: [
      {
        heading: { en: 'The image pipeline', nl: 'De beeldpipeline' },
        layout: 'steps',
        items: [
          {
            title: { en: 'Capture', nl: 'Vastleggen' },
            text: {
              en: 'Crews photograph each set-up with the field app they already use.',
              nl: 'Ploegen fotograferen elke opstelling met de veldapp die ze al gebruiken.',
            },
            icon: 'camera',
          },
          {
            title: { en: 'Pre-processing', nl: 'Voorbewerking' },
            text: {
              en: 'Photos are checked for sharpness and location and linked to the work order and its traffic plan.',
              nl: 'Foto’s worden gecontroleerd op scherpte en locatie en gekoppeld aan de werkorder en het bijbehorende verkeersplan.',
            },
            icon: 'scan',
          },
          {
            title: { en: 'Detection', nl: 'Detectie' },
            text: {
              en: 'A vision model recognises signs, barriers, beacons and arrow boards.',
              nl: 'Een vision-model herkent borden, afzettingen, bakens en pijlwagens.',
            },
            icon: 'detect',
          },
          {
            title: { en: 'Plan check', nl: 'Plantoets' },
            text: {
              en: 'Detected items are compared with the traffic plan, and *missing or misplaced* items are flagged.',
              nl: 'De herkende objecten worden vergeleken met het verkeersplan; *ontbrekende of verkeerd geplaatste* objecten worden gesignaleerd.',
            },
            icon: 'map',
          },
          {
            title: { en: 'Review', nl: 'Beoordeling' },
            text: {
              en: 'A planner confirms or dismisses each flag, and confirmed issues go straight back to the crew.',
              nl: 'Een planner bevestigt of verwerpt elke melding, en bevestigde afwijkingen gaan direct terug naar de ploeg.',
            },
            icon: 'review',
          },
        ],
      },
    ],
    outro: {
      en: 'Planner decisions are fed back into training, so the model improves on BUKO’s own material.',
      nl: 'De beslissingen van planners worden teruggevoerd in de training, zodat het model steeds beter wordt op het eigen materiaal van BUKO.',
    },
  },
  keyResults: [
    {
      en: 'Every photo checked automatically against its traffic plan',
      nl: 'Elke foto automatisch getoetst aan het verkeersplan',
    },
    {
      en: 'Same-day feedback to crews on confirmed deviations',
      nl: 'Dezelfde dag terugkoppeling aan ploegen over bevestigde afwijkingen',
    },
    { en: 'Planners review flagged photos only', nl: 'Planners beoordelen alleen nog gesignaleerde foto’s' },
  ],
  technologies: ['Object detection model', 'Azure Machine Learning', 'Python', 'Field app integration'],
  provider: 'Microsoft Azure',
  impact: [
    {
      title: { en: 'Complete coverage', nl: 'Volledige dekking' },
      desc: {
        en: 'Every photo is checked, *not just a sample*.',
        nl: 'Elke foto wordt gecontroleerd, *niet alleen een steekproef*.',
      },
    },
    {
      title: { en: 'Same-day feedback', nl: 'Dezelfde dag terugkoppeling' },
      desc: {
        en: 'Crews hear about a confirmed deviation while they are still on site.',
        nl: 'Ploegen horen van een bevestigde afwijking terwijl ze nog op locatie zijn.',
      },
    },
    {
      title: { en: 'Focused planners', nl: 'Planners met focus' },
      desc: {
        en: 'Planners review the flagged exceptions instead of every photo.',
        nl: 'Planners beoordelen de gesignaleerde uitzonderingen in plaats van elke foto.',
      },
    },
    {
      title: { en: '', nl: '' },
      desc: {
        en: 'A model that keeps improving on *BUKO’s own* photos and plans.',
        nl: 'Een model dat blijft leren van *BUKO’s eigen* foto’s en plannen.',
      },
    },
  ],
  testimonial: {
    quote: {
      en: 'Safety on a work zone depends on details, like one sign in the wrong place. Now we see those details the same day instead of after an inspection.',
      nl: 'Veiligheid in een werkvak zit in details, zoals één bord op de verkeerde plek. Nu zien we die details dezelfde dag, in plaats van pas na een inspectie.',
    },
    person: 'Ruud Willems',
    title: { en: 'Operations Manager', nl: 'Operationeel manager' },
    portrait: 'ruud-willems',
  },
} satisfies StoryInput;
