// The services pages as built (spec §2 /services, /services/academy, /services/implementation,
// /academy-test; §9 academy details), read from build/client before any JavaScript runs, in
// English and in Dutch. Expected texts are the spec's, written out.
import { describe, expect, it } from 'vitest';
import { expectInOrder, firstHeading, parseHtml, renderedPage } from '../helpers/html.ts';
import { requireBuild } from '../helpers/test-app.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

function built(route: string) {
  requireBuild();
  const html = builtPage(route);
  const { raw } = renderedPage(html);
  const page = parseHtml(html);
  // The page's own content: after the header's links, before the footer.
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(raw)?.[1] ?? '';
  return { raw, main: parseHtml(`<body>${main}</body>`), page };
}

/** The links of the page's main content with the given text. */
const linksNamed = (links: { href: string; text: string }[], text: string) =>
  links.filter((link) => link.text === text).map((link) => link.href);

describe('the prerendered /services/academy', () => {
  it('has the hero with Start your Journey to /contact and Explore Academy to the programmes', () => {
    const { raw, main } = built('services/academy');
    expect(firstHeading(raw)).toBe('Rebels Academy');
    expect(linksNamed(main.links, 'Start your Journey')).toEqual(['/contact']);
    expect(linksNamed(main.links, 'Explore Academy')).toEqual(['#programmes']);
    expect(raw).toContain('id="programmes"');
  });

  it('has the three programme tabs, first selected, each panel with its booking button and §9 details', () => {
    const { raw, main } = built('services/academy');
    const tabs = [...raw.matchAll(/<a\b[^>]*role="tab"[^>]*>/g)].map(([tag]) => tag);
    expect(tabs).toHaveLength(3);
    expect(tabs.map((tag) => /aria-selected="(true|false)"/.exec(tag)?.[1])).toEqual(['true', 'false', 'false']);
    // Inactive tab panels are rendered too, so every programme is in the HTML.
    expect(raw.match(/role="tabpanel"/g)).toHaveLength(3);
    expectInOrder(main.text, [
      'AI Literacy Training',
      'Interactive Workshops',
      'AI Champions Program',
      'AI Literacy Training',
      'Book Your AI Literacy Training',
      '60 min',
      'Hybrid',
      'AI Act compliant',
      'Interactive Workshops',
      'Schedule a Workshop',
      '1-2 days intensive',
      'On-site',
      'Up to 25 participants per session',
      'AI Champions Program',
      'Talk to an AI Champion',
      '3 months immersive',
      '1-on-1 mentoring',
      'Advanced AI Implementation',
    ]);
    for (const booking of ['Book Your AI Literacy Training', 'Schedule a Workshop', 'Talk to an AI Champion']) {
      expect(linksNamed(main.links, booking), booking).toEqual(['/contact']);
    }
  });

  it('has the two academy stories (TicketSwap, a law firm), the gains and the closing banner', () => {
    const { main } = built('services/academy');
    expect(main.links.filter((link) => link.text.startsWith('Learn More')).map((link) => link.href)).toEqual([
      '/success-stories/ticketswap',
      '/success-stories/windt-le-grand-leeuwenburgh',
    ]);
    expectInOrder(main.text, ['Event Technology', 'TicketSwap', 'Legal Services', 'Windt Le Grand Leeuwenburgh']);
    expect(linksNamed(main.links, 'View All Academy Cases')).toEqual(['/success-stories']);
    expectInOrder(main.text, [
      'View All Academy Cases',
      'What You Gain',
      'Rapid AI adoption',
      'EU AI Act compliance',
      'Higher productivity',
      'Internal AI champions',
      'Contact Us',
      'Explore Implementation',
    ]);
    expect(linksNamed(main.links, 'Contact Us')).toEqual(['/contact']);
    expect(linksNamed(main.links, 'Explore Implementation')).toEqual(['/services/implementation']);
  });
});

describe('the prerendered /services/implementation', () => {
  it('has the hero buttons and the See/Do/Lead visual', () => {
    const { raw, main } = built('services/implementation');
    expect(firstHeading(raw)).toBe('Rebels Implementation');
    expect(main.links[0]).toEqual({ href: '/contact', text: 'Start Your AI Journey' });
    expect(linksNamed(main.links, 'See How It Works')).toEqual(['#journey']);
    expect(raw).toContain('id="journey"');
    expectInOrder(raw, ['data-testid="hero-visual"', '>See<', '>Do<', '>Lead<']);
  });

  it('has the four journey steps of the spec, in a desktop and a mobile layout, and Start Your Journey', () => {
    const { raw, main } = built('services/implementation');
    expect(raw).toContain('data-testid="journey-desktop"');
    expect(raw).toContain('data-testid="journey-mobile"');
    const steps = [
      'GenAI Scans',
      'actionable plan with prioritized AI use cases.',
      'Pressure Cookers & Pilots',
      'technical and business case validation.',
      'AI Implementation',
      'production-ready AI solutions embedded in operations.',
      'Scale & Embed AI Organization-Wide',
      'sustainable AI adoption at scale.',
    ];
    // Twice: once per layout.
    expectInOrder(main.text, [...steps, ...steps]);
    expect(linksNamed(main.links, 'Start Your Journey')).toEqual(['/contact']);
  });

  it('starts the success stories with VolkerWessels and easyEnergy, then the engineering company', () => {
    const { main } = built('services/implementation');
    expectInOrder(main.text, [
      'Implementation Success Stories',
      'Construction',
      'VolkerWessels',
      'Energy',
      'easyEnergy',
      'Engineering',
      'Aveco de Bondt',
    ]);
    expect(main.links.filter((link) => link.text.startsWith('Learn More')).map((link) => link.href)).toEqual([
      '/success-stories/volkerwessels',
      '/success-stories/easyenergy-customer-service',
      '/success-stories/aveco',
    ]);
  });

  it('has a story teaser, What You Gain and a closing call to action', () => {
    const { raw, main } = built('services/implementation');
    expect(raw).toContain('data-testid="story-highlight"');
    expectInOrder(main.text, [
      'What You Gain',
      'Rapid AI Implementation',
      'Risk-Free Transformation',
      'Measurable ROI',
      'Expert Partnership',
    ]);
    const afterGains = main.links.slice(main.links.findIndex((link) => link.href === '/success-stories') + 1);
    expect(afterGains.map((link) => link.href)).toContain('/contact');
  });
});

describe('the prerendered /services and /academy-test', () => {
  it("/services is 'Our Services' with Back to Home and both services", () => {
    const { raw, main } = built('services');
    expect(firstHeading(raw)).toBe('Our Services');
    expect(linksNamed(main.links, 'Back to Home')).toEqual(['/']);
    const cards = main.links.filter((link) => link.href.startsWith('/services/'));
    expect(cards.map((link) => link.href)).toEqual(['/services/academy', '/services/implementation']);
    expect(cards[0]!.text).toMatch(/^Rebels Academy /);
    expect(cards[1]!.text).toMatch(/^Rebels Implementation /);
  });

  it("/academy-test is the 'Academy Test Page', kept out of search engines", () => {
    const { raw } = built('academy-test');
    expect(firstHeading(raw)).toBe('Academy Test Page');
    expect(raw).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });
});

describe('the Dutch services pages', () => {
  it('/nl/services/academy has the same structure, in Dutch, linking to Dutch pages', () => {
    const { raw, main } = built('nl/services/academy');
    expect(raw).toMatch(/<html[^>]*lang="nl"/);
    expect(firstHeading(raw)).toBe('Rebels Academy');
    expect(main.text).not.toContain('Book Your AI Literacy Training');
    expect(raw.match(/<a\b[^>]*role="tab"/g)).toHaveLength(3);
    expect(raw.match(/role="tabpanel"/g)).toHaveLength(3);
    expectInOrder(main.text, ['60 min', '1-2 intensieve dagen', 'Tot 25 deelnemers per sessie', '3 maanden intensief']);
    expect(main.links.filter((link) => link.href.includes('/success-stories/')).map((link) => link.href)).toEqual([
      '/nl/success-stories/ticketswap',
      '/nl/success-stories/windt-le-grand-leeuwenburgh',
    ]);
    const internal = main.links.filter((link) => link.href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(8);
    for (const link of internal) expect(link.href, link.text).toMatch(/^\/nl\//);
  });

  it('/nl/services/implementation has the four steps and the three stories in the same order', () => {
    const { raw, main } = built('nl/services/implementation');
    expect(firstHeading(raw)).toBe('Rebels Implementation');
    expect(raw).toContain('id="journey"');
    expect(main.text).not.toContain('What You Gain');
    expect(main.links.filter((link) => link.href.match(/\/success-stories\/./)).map((link) => link.href)).toEqual([
      '/nl/success-stories/volkerwessels',
      '/nl/success-stories/easyenergy-customer-service',
      '/nl/success-stories/aveco',
      '/nl/success-stories/prorail',
    ]);
    expect(main.links[0]?.href).toBe('/nl/contact');
  });

  it('/nl/services and /nl/academy-test are in Dutch', () => {
    const services = built('nl/services');
    expect(firstHeading(services.raw)).toBe('Onze diensten');
    expect(
      services.main.links.filter((link) => link.href.startsWith('/nl/services/')).map((link) => link.href),
    ).toEqual(['/nl/services/academy', '/nl/services/implementation']);
    expect(linksNamed(services.main.links, 'Terug naar home')).toEqual(['/nl/']);
    expect(firstHeading(built('nl/academy-test').raw)).toBe('Testpagina Academy');
  });
});
