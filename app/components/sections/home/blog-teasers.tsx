import type { BlogTeaser } from '#contracts/content/post.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { ParticleBackground } from '../../ui/particle-background.tsx';
import { PostCard } from '../post-card.tsx';
import { Section } from '../section.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale, useLocalePath } from '#app/lib/use-locale.ts';

export function BlogTeasers({ title, subtitle, posts }: { title: string; subtitle: string; posts: BlogTeaser[] }) {
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <Section
      title={title}
      subtitle={subtitle}
      tone="muted"
      backdrop={<ParticleBackground variant="grid" className="opacity-40" />}
    >
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <LinkButton to={localePath('/blog')} variant="outline" size="lg">
          {m.view_all_posts({}, { locale })}
        </LinkButton>
      </div>
    </Section>
  );
}
