// The answer pages (decision 0068): prerendered from React, filled by the server at their slots, never a script.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnswerName, answerPages, answerPath } from '#contracts/answer-slots.ts';
import { locales, localePath } from '#contracts/locale.ts';
import { answerPageFiller, fillSlots } from '#server/http/answer-page.ts';
import { inlineScripts, parseHtml, title } from '../helpers/html.ts';
import { requireBuild, staticDir, useTestApp } from '../helpers/test-app.ts';

requireBuild();
const answer = answerPageFiller(staticDir);
const names = Object.keys(answerPages) as AnswerName[];
const builtFile = (name: AnswerName, locale: (typeof locales)[number]) =>
  path.join(staticDir, localePath(answerPath(name), locale).slice(1), 'index.html');

const doneFill = (overrides: { heading?: string; message?: string; href?: string; label?: string } = {}) => ({
  title: overrides.heading ?? 'Done',
  slots: {
    heading: overrides.heading ?? 'Done',
    message: overrides.message ?? 'All went well.',
    next: { href: overrides.href ?? '/admin/people', text: overrides.label ?? 'Back to People' },
  },
});

describe('the answer pages in the build', () => {
  it.each(names)('%s exists in each of its languages, with every slot and without a script', (name) => {
    const languages = answerPages[name].public ? locales : (['en'] as const);
    for (const locale of languages) {
      const html = fs.readFileSync(builtFile(name, locale), 'utf8');
      expect(html).toContain(`<html lang="${locale}"`);
      for (const slot of Object.keys(answerPages[name].slots)) expect(html).toContain(`data-slot="${slot}"`);
      expect(html).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/);
      expect(html).not.toContain('modulepreload');
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    }
    if (!answerPages[name].public) expect(fs.existsSync(builtFile(name, 'nl'))).toBe(false);
  });

  it('are left out of the sitemap', () => {
    const sitemap = fs.readFileSync(path.join(staticDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('_answer');
  });
});

describe('the filler', () => {
  it('fills text, links and lists, and the title', () => {
    const html = answer('done', doneFill({ heading: 'Admin user created', message: 'They sign in next.' }));
    const page = parseHtml(html);
    expect(page.h1).toBe('Admin user created');
    expect(page.text).toContain('They sign in next.');
    expect(page.links).toContainEqual({ href: '/admin/people', text: 'Back to People' });
    expect(title(html)).toBe('Admin user created | Rebels');
    expect(html).not.toContain('…');
    expect(inlineScripts(html)).toEqual([]);

    const codes = answer('recovery-codes', {
      title: 'Your recovery codes',
      slots: { codes: ['aaaa-bbbb', 'cccc-dddd'], next: { href: '/admin/account' } },
    });
    expect(codes).toMatch(/data-testid="recovery-codes"[^>]*><li>aaaa-bbbb<\/li><li>cccc-dddd<\/li><\/ol>/);
    expect(parseHtml(codes).links).toContainEqual({ href: '/admin/account', text: 'I have stored them, continue' });
  });

  it('fills the Dutch page in Dutch', () => {
    const html = answer(
      'thank-you',
      {
        title: 'Bedankt',
        slots: { heading: 'Bedankt', text: 'Tot snel.', again: { href: '/nl/contact', text: 'Nog een' } },
      },
      'nl',
    );
    expect(html).toContain('<html lang="nl"');
    expect(parseHtml(html).links).toContainEqual({ href: '/nl/', text: 'Terug naar home' });
  });

  it('escapes <script> and quotes in every value', () => {
    const hostile = `<script>alert("x")</script>' onmouseover="x`;
    const html = answer('auth-error', {
      title: hostile,
      slots: {
        heading: hostile,
        message: hostile,
        fields: [{ label: hostile, text: hostile }, hostile],
        back: { href: `/admin/login?next="><script>`, text: hostile },
      },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain(`' onmouseover="x`);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&quot;x');
    expect(html).toContain('href="/admin/login?next=&quot;&gt;&lt;script&gt;"');
  });

  it.each(['javascript:alert(1)', 'https://evil.example/', '//evil.example/', '/\\evil.example', 'contact'])(
    'refuses the link %s',
    (href) => {
      expect(() => answer('done', doneFill({ href }))).toThrow(/local paths/);
    },
  );

  it('removes an empty list', () => {
    const html = answer('form-error', {
      title: 'Not sent',
      slots: { heading: 'Not sent', message: 'Try again.', fields: [], again: { href: '/contact' } },
    });
    expect(html).not.toContain('data-slot="fields"');
    expect(parseHtml(html).links).toContainEqual({ href: '/contact', text: 'Open the form again' });
  });

  it('throws on a slot the page lacks, and on a slot left unfilled', () => {
    const html = '<title>x</title><h1 data-slot="heading">…</h1><p data-slot="message">…</p>';
    expect(() => fillSlots(html, 'x', { heading: 'a', message: 'b', missing: 'c' })).toThrow(/no slot "missing"/);
    expect(() => fillSlots(html, 'x', { heading: 'a' })).toThrow(/slot "message" was not filled/);
  });

  it('refuses a Dutch page that exists in English only', () => {
    expect(() => answer('done', doneFill(), 'nl')).toThrow(/English only/);
  });
});

describe('the answer pages as built', () => {
  const app = useTestApp();

  it.each(['/_answer/thank-you', '/nl/_answer/form-error', '/_answer/setup-done', '/_answer/done/'])(
    'are a 404 when asked for directly: %s',
    async (url) => {
      const response = await app().inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('data-slot');
      // The 404 page in the address's language, without a script: the router would take the address for the answer
      // route and draw a second page under the first.
      expect(response.body).toContain(url.startsWith('/nl/') ? 'Pagina niet gevonden' : 'Page Not Found');
      expect(response.body).not.toMatch(/<script\b(?![^>]*application\/ld\+json)|modulepreload/);
    },
  );
});
