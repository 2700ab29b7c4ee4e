// What the success-story pages need from a story record, shaped in the route loaders at build
// time: Markdown becomes HTML here, so no Markdown code reaches the browser.
import type { Story } from '#contracts/content/story.ts';
import type { Content } from './content.ts';
import { inlineMarkdownToHtml, markdownToHtml } from './markdown.ts';

/** A card of the /success-stories grid or of 'Explore More'. */
export function toStoryCard(story: Story) {
  const { id, title, summary, industry, logo, image, photo, color, gridPosition, cardSize } = story;
  return { id, title, summary, industry, logo, image, photo, color, gridPosition: gridPosition ?? 12, cardSize };
}
export type StoryCardData = ReturnType<typeof toStoryCard>;

/** Renders a story's Markdown field; an error names the story's pack file and the field in this language. */
type StoryText = (source: string, field: string) => string;

function solutionView(story: Story, md: StoryText) {
  if (story.comingSoon || !story.solution) return { kind: 'coming-soon' as const };
  if (typeof story.solution === 'string') return { kind: 'text' as const, html: md(story.solution, 'solution') };
  const { intro, sections, outro } = story.solution;
  return {
    kind: 'plan' as const,
    introHtml: md(intro, 'solution.intro'),
    sections: sections.map((section, index) => ({
      heading: section.heading,
      textHtml: section.text ? md(section.text, `solution.sections.${index}.text`) : undefined,
      layout: section.layout,
      items: section.items.map((item) => ({
        title: item.title,
        icon: item.icon,
        html: inlineMarkdownToHtml(item.text),
      })),
    })),
    outroHtml: outro ? md(outro, 'solution.outro') : undefined,
  };
}
export type SolutionView = ReturnType<typeof solutionView>;

/**
 * A story page's data, its Markdown rendered. A level-1 heading in a text is a ContentError naming `file` (the story's
 * pack file) and the field in the page's language, so a publish refuses it field by field (app/.server/publication.ts).
 */
export function toStoryPage(story: Story, content: Content, file = 'content text') {
  const md: StoryText = (source, field) => markdownToHtml(source, { file, field: `${field}.${content.locale}` });
  return {
    id: story.id,
    title: story.title,
    summary: story.summary,
    seo: story.seo,
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
    challengeHtml: md(story.challenge, 'challenge'),
    /** The plain solution text of the three-column body. */
    solutionHtml: typeof story.solution === 'string' ? md(story.solution, 'solution') : undefined,
    solution: solutionView(story, md),
    technologies: story.technologies,
    tabHeadline: content.storyTabHeadline(story),
    impact: story.impact.map((card) => ({ title: card.title, html: inlineMarkdownToHtml(card.desc) })),
    metrics: content.keyMetrics(story),
    testimonial: story.testimonial ?? null,
    more: content.moreStories(story.id).map(toStoryCard),
  };
}
export type StoryPageData = ReturnType<typeof toStoryPage>;
