// What the success-story pages need from a story record, shaped in the route loaders at build
// time: Markdown becomes HTML here, so no Markdown code reaches the browser.
import type { Story } from '#contracts/content/story.ts';
import type { Content } from './content.ts';
import { inlineMarkdownToHtml, markdownToHtml } from './markdown.ts';

/** A card of the /success-stories grid or of 'Explore More'. */
export function toStoryCard(story: Story) {
  const { id, title, summary, industry, logo, image, color, gridPosition, cardSize } = story;
  return { id, title, summary, industry, logo, image, color, gridPosition: gridPosition ?? 12, cardSize };
}
export type StoryCardData = ReturnType<typeof toStoryCard>;

function solutionView(story: Story) {
  if (story.comingSoon || !story.solution) return { kind: 'coming-soon' as const };
  if (typeof story.solution === 'string') return { kind: 'text' as const, html: markdownToHtml(story.solution) };
  const { intro, sections, outro } = story.solution;
  return {
    kind: 'plan' as const,
    introHtml: markdownToHtml(intro),
    sections: sections.map((section) => ({
      heading: section.heading,
      textHtml: section.text ? markdownToHtml(section.text) : undefined,
      layout: section.layout,
      items: section.items.map((item) => ({
        title: item.title,
        icon: item.icon,
        html: inlineMarkdownToHtml(item.text),
      })),
    })),
    outroHtml: outro ? markdownToHtml(outro) : undefined,
  };
}
export type SolutionView = ReturnType<typeof solutionView>;

export function toStoryPage(story: Story, content: Content) {
  return {
    id: story.id,
    title: story.title,
    summary: story.summary,
    useCase: story.useCase ?? story.summary,
    industry: story.industry,
    published: story.published,
    updated: story.updated,
    logo: story.logo,
    provider: story.provider,
    image: story.image,
    color: story.color,
    isAcademy: story.isAcademy,
    variant: story.variant,
    comingSoon: story.comingSoon,
    companyDescription: story.companyDescription,
    challengeHtml: markdownToHtml(story.challenge),
    /** The plain solution text of the three-column body. */
    solutionHtml: typeof story.solution === 'string' ? markdownToHtml(story.solution) : undefined,
    solution: solutionView(story),
    technologies: story.technologies,
    tabHeadline: content.storyTabHeadline(story),
    impact: story.impact.map((card) => ({ title: card.title, html: inlineMarkdownToHtml(card.desc) })),
    metrics: content.keyMetrics(story),
    testimonial: story.testimonial ?? null,
    more: content.moreStories(story.id).map(toStoryCard),
  };
}
export type StoryPageData = ReturnType<typeof toStoryPage>;
