// The copy of /about below the hero (spec §2 "/about", §9: 5 principles, 6 culture
// cards). The hero heading and intro live in pages.ts; the team itself in team.ts.
import { site } from '#contracts/site.ts';

export const about = {
  mission: {
    label: { en: 'Our mission', nl: 'Onze missie' },
    text: {
      en: 'We put generative AI to work where it makes jobs better: fewer hours lost to searching, drafting and checking, more time for the judgement only people bring. We teach teams to use AI with confidence, and we build the systems that keep doing the work after we have gone.',
      nl: 'We zetten generatieve AI in waar het werk er beter van wordt: minder uren kwijt aan zoeken, opstellen en controleren, meer tijd voor het oordeel dat alleen mensen kunnen vellen. We leren teams om AI met vertrouwen te gebruiken, en we bouwen de systemen die het werk blijven doen als wij allang weer weg zijn.',
    },
    quote: {
      text: {
        en: 'The test of an AI project is simple: six months later, do people still use it because it makes their day better? We design every project to pass that test.',
        nl: 'De toets voor een AI-project is simpel: gebruiken mensen het een halfjaar later nog steeds, omdat hun werkdag er beter van wordt? Elk project ontwerpen we zo dat het die toets doorstaat.',
      },
      byRole: { en: 'CEO & Co-Founder', nl: 'CEO & Co-Founder' },
    },
  },
  different: {
    eyebrow: { en: 'Why work with us', nl: 'Waarom met ons werken' },
    title: { en: 'What makes us different', nl: 'Wat ons anders maakt' },
    subtitle: {
      en: 'Three habits that shape every engagement, from a one-hour training to a system in production.',
      nl: 'Drie gewoontes die elke opdracht bepalen, van een training van een uur tot een systeem in productie.',
    },
    values: [
      {
        title: { en: 'Real-World Impact', nl: 'Impact in de praktijk' },
        text: {
          en: 'We start from a process that costs your people time, not from a model looking for a problem. Each project gets a measure of success on day one (hours saved, questions answered, errors avoided) and we report against it.',
          nl: 'We beginnen bij een proces dat je mensen tijd kost, niet bij een model dat een probleem zoekt. Elk project krijgt op dag één een maatstaf voor succes (bespaarde uren, beantwoorde vragen, voorkomen fouten) en daarover rapporteren we.',
        },
        icon: 'impact',
        motif: 'people',
        tone: 'teal',
      },
      {
        title: { en: 'Lightning Fast', nl: 'Razendsnel' },
        text: {
          en: 'A working prototype on your own data in weeks, not a roadmap in months. Short pressure-cooker sprints let you see it, test it and decide before a large budget is committed.',
          nl: 'Binnen enkele weken een werkend prototype op je eigen data, geen roadmap na maanden. Korte pressure-cookersprints laten je het zien, testen en beslissen voordat er een groot budget wordt vastgelegd.',
        },
        icon: 'speed',
        motif: 'chip',
        tone: 'amber',
      },
      {
        title: { en: 'Team-First Culture', nl: 'Het team voorop' },
        text: {
          en: 'Architects, engineers and strategists work as one team, together with yours. We pair with your staff while we build, so the know-how stays in your organisation when the project ends.',
          nl: 'Architecten, engineers en strategen werken als één team, samen met het jouwe. Tijdens het bouwen werken we zij aan zij met je medewerkers, zodat de kennis in je organisatie blijft als het project afloopt.',
        },
        icon: 'team',
        motif: 'network',
        tone: 'violet',
      },
    ],
  },
  principles: {
    eyebrow: { en: 'How we work', nl: 'Hoe we werken' },
    title: { en: 'Five principles', nl: 'Vijf principes' },
    subtitle: {
      en: 'The rules we hold each other to, in client work and in the office.',
      nl: 'De afspraken waar we elkaar aan houden, bij klanten en op kantoor.',
    },
    items: [
      {
        title: { en: 'Trust each other', nl: 'Vertrouw op elkaar' },
        text: {
          en: 'We give colleagues and clients the benefit of the doubt, share what we know early and speak up when something is off. Autonomy works because trust comes first.',
          nl: 'We geven collega’s en klanten het voordeel van de twijfel, delen wat we weten op tijd en zeggen het als er iets niet klopt. Autonomie werkt omdat vertrouwen voorop staat.',
        },
      },
      {
        title: { en: 'Grow together', nl: 'Groei samen' },
        text: {
          en: "Nobody gets good at AI alone. We review each other's work, pair on the hard problems and make time to teach what we learned this week.",
          nl: 'Niemand wordt in zijn eentje goed in AI. We reviewen elkaars werk, pakken de lastige problemen samen op en maken tijd vrij om door te geven wat we deze week hebben geleerd.',
        },
      },
      {
        title: { en: 'Go for gold', nl: 'Ga voor goud' },
        text: {
          en: 'Good enough for a demo is not good enough for production. We sweat the details users notice: speed, edge cases, clear answers and honest limits.',
          nl: 'Goed genoeg voor een demo is niet goed genoeg voor productie. We gaan tot in detail voor wat gebruikers merken: snelheid, randgevallen, heldere antwoorden en eerlijke grenzen.',
        },
      },
      {
        title: { en: 'Learn fast', nl: 'Leer snel' },
        text: {
          en: 'The field moves every month. We run small experiments, measure what happens and drop what does not work without ceremony.',
          nl: 'Het vakgebied verandert elke maand. We doen kleine experimenten, meten wat er gebeurt en stoppen zonder omhaal met wat niet werkt.',
        },
      },
      {
        title: { en: 'Be a Rebel', nl: 'Wees een Rebel' },
        text: {
          en: 'Question the default, including our own. When a simpler route, or no AI at all, is the better answer, we say so.',
          nl: 'Stel de gebaande paden ter discussie, ook die van onszelf. Is een eenvoudiger route, of helemaal geen AI, het betere antwoord? Dan zeggen we dat.',
        },
      },
    ],
  },
  culture: {
    eyebrow: { en: 'Culture', nl: 'Cultuur' },
    title: { en: `Life at ${site.name}`, nl: `Het leven bij ${site.name}` },
    subtitle: {
      en: 'What an ordinary week looks like, and the habits that make it less ordinary.',
      nl: 'Hoe een gewone week eruitziet, en de gewoontes die hem minder gewoon maken.',
    },
    items: [
      {
        title: { en: 'Friday demos', nl: 'Vrijdagdemo’s' },
        text: {
          en: 'Every Friday afternoon, whoever shipped something shows it to the whole team: working software, not slides. Unfinished work is welcome; the questions make it better.',
          nl: 'Elke vrijdagmiddag laat iedereen die iets heeft opgeleverd het aan het hele team zien: werkende software, geen slides. Onaf werk is welkom; de vragen maken het beter.',
        },
        icon: 'demo',
        tone: 'violet',
      },
      {
        title: { en: 'A learning budget of your own', nl: 'Je eigen opleidingsbudget' },
        text: {
          en: 'Everyone has a yearly budget and study days to spend on courses, conferences, books or compute. The only condition: share one thing you learned with the team.',
          nl: 'Iedereen heeft een jaarlijks budget en studiedagen voor cursussen, congressen, boeken of rekenkracht. De enige voorwaarde: deel één ding dat je hebt geleerd met het team.',
        },
        icon: 'learning',
        tone: 'indigo',
      },
      {
        title: { en: 'An office in a landmark', nl: 'Een kantoor in een monument' },
        text: {
          en: `Our home base is the Van Nelle Factory at ${site.address.street}, ${site.address.city}: a listed modernist building of glass and steel beside the Schie, with daylight on every desk.`,
          nl: `Onze thuisbasis is de Van Nellefabriek aan de ${site.address.street} in Rotterdam: een modernistisch rijksmonument van glas en staal aan de Schie, met daglicht op elk bureau.`,
        },
        icon: 'office',
        tone: 'teal',
      },
      {
        title: { en: 'Quarterly hack days', nl: 'Hackdagen, elk kwartaal' },
        text: {
          en: 'Once a quarter we put client work aside for two days and build what we think clients will need next. The best prototypes become part of how we work.',
          nl: 'Eens per kwartaal leggen we het klantwerk twee dagen opzij en bouwen we wat klanten volgens ons straks nodig hebben. De beste prototypes worden onderdeel van onze werkwijze.',
        },
        icon: 'hackathon',
        tone: 'amber',
      },
      {
        title: { en: 'Everyone teaches', nl: 'Iedereen geeft les' },
        text: {
          en: 'Engineers teach in the Academy and trainers sit in on builds. Explaining a model to a room of lawyers is the quickest way to find out whether you really understand it.',
          nl: 'Engineers geven les in de Academy en trainers schuiven aan bij de bouw. Een model uitleggen aan een zaal vol advocaten is de snelste manier om te ontdekken of je het echt begrijpt.',
        },
        icon: 'teaching',
        tone: 'rose',
      },
      {
        title: { en: 'Hybrid, with a home base', nl: 'Hybride, met een thuisbasis' },
        text: {
          en: 'Hybrid work from Rotterdam on a four- or five-day week. Client days, office days and quiet days at home are planned together with your team, not dictated.',
          nl: 'Hybride werken vanuit Rotterdam, vier of vijf dagen per week. Klantdagen, kantoordagen en rustige dagen thuis plan je samen met je team; ze worden niet opgelegd.',
        },
        icon: 'cycling',
        tone: 'sky',
      },
    ],
  },
  team: {
    eyebrow: { en: 'The team', nl: 'Het team' },
    subtitle: {
      en: 'The engineers, implementation leads and strategists you will work with, from the first scan to the system in production.',
      nl: 'De engineers, implementation leads en strategen met wie je werkt, van de eerste scan tot het systeem in productie.',
    },
  },
  join: {
    title: { en: `Join the AI ${site.name}`, nl: `Word een van de AI ${site.name}` },
    text: {
      en: 'We are looking for machine learning engineers, implementation leads and consultants who enjoy shipping as much as explaining. Hybrid, with a home base in Rotterdam.',
      nl: 'We zoeken machine learning engineers, implementation leads en consultants die net zoveel plezier hebben in opleveren als in uitleggen. Hybride, met een thuisbasis in Rotterdam.',
    },
    action: { label: { en: 'View Open Positions', nl: 'Bekijk vacatures' }, to: '/jobs' },
  },
};
