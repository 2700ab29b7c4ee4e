// Site search without JavaScript (issue 36, decision 0081): GET /search?q= and /nl/search?q= answer with the search
// page, the query in its box and the results of the live site's index under it; a publish rebuilds the index, so a
// post published a moment ago is found. Hostile queries are text, never markup; odd ones get the page, not an error.
import { expect, it } from 'vitest';
import { newPost, usePublishingAdmin } from '../helpers/content.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

const links = (html: string) =>
  [...html.matchAll(/<ol[^>]*data-search-list[^>]*>([\s\S]*?)<\/ol>/g)].flatMap(([, list]) =>
    [...list!.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href),
  );
const boxValue = (html: string) =>
  /<input[^>]*name="q"[^>]*value="([^"]*)"/.exec(html)?.[1] ??
  /<input[^>]*value="([^"]*)"[^>]*name="q"/.exec(html)?.[1];

describeEachDatabase('site search without JavaScript on $name', ({ env }) => {
  const { ctx, send } = usePublishingAdmin(env);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

  it('answers "ProRail" and a Dutch word with the ProRail story first, in the language of the address', async () => {
    const english = await get('/search?q=ProRail');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(links(english.body)[0]).toBe('/success-stories/prorail');
    expect(boxValue(english.body)).toBe('ProRail');
    expect(english.body.match(/<input[^>]*name="q"/g)).toHaveLength(1);
    expect(english.body).not.toContain('<input<');
    expect(english.body).toContain('<title>ProRail · Search | Rebels</title>');
    expect(english.body).toMatch(/<mark[^>]*>ProRail<\/mark>/);
    const dutch = await get('/nl/search?q=spoorwegen');
    expect(links(dutch.body)[0]).toBe('/nl/success-stories/prorail');
    expect(dutch.body).toContain('<html lang="nl"');
    expect(dutch.body).toMatch(/<mark[^>]*>spoorweg/i);
    // No script on the page: it is the answer to a form sent without one.
    expect(dutch.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it('treats a hostile or odd query as text: escaped, cut to 200 characters, the page always answered', async () => {
    const hostile = await get(
      `/search?q=${encodeURIComponent('"><script>alert(1)</script><img src=x onerror=alert(1)>')}`,
    );
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)');
    expect(hostile.body).not.toContain('<img src=x');
    expect(boxValue(hostile.body)).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
    // A '$' is text too, not a pattern that copies the page's markup into its title.
    const dollars = await get(`/search?q=${encodeURIComponent('$`$&$1')}`);
    expect(dollars.body).toContain('<title>$`$&amp;$1 · Search | Rebels</title>');
    expect(dollars.body.match(/<title>/g)).toHaveLength(1);
    // One letter, or stop words only, is no word to look for: the page asks for one.
    for (const url of ['/search?q=a', '/search?q=the%20of', '/search/?q=a'])
      expect((await get(url)).body, url).toContain('Type a word to search the posts and success stories.');
    expect(links((await get('/search/?q=ProRail')).body)[0]).toBe('/success-stories/prorail');
    // Punctuation splits words as spaces do: it cannot smuggle in more than 12 words.
    const dotted = await get(`/search?q=${'ab.'.repeat(66)}`);
    expect(dotted.statusCode).toBe(200);
    for (const url of [
      '/search',
      '/search?q=',
      '/search?q=a&q=b',
      '/search?q[x]=1',
      `/search?q=${'x'.repeat(5000)}`,
      '/search?q=%E0%A4%A',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode === 200) expect(links(response.body), url).toEqual([]);
    }
    expect((await get('/search')).body).toContain('Type a word to search the posts and success stories.');
    // Only the first 12 words are looked for: a thirteenth cannot narrow the answer.
    expect(
      links((await get(`/search?q=${encodeURIComponent(`${'ai '.repeat(12)}zzzzqqq`)}`)).body).length,
    ).toBeGreaterThan(0);
    expect((await get(`/search?q=${'x'.repeat(5000)}`)).body).toContain(`value="${'x'.repeat(200)}"`);
  });

  it('finds a post published a moment ago: the index is rebuilt at publish', async () => {
    expect(links((await get('/search?q=zeppelinwerf')).body)).toEqual([]);
    const post = newPost({
      title: { en: 'What the zeppelinwerf taught us', nl: 'Wat de zeppelinwerf ons leerde' },
    });
    const published = await send('PUT', '/api/admin/content/post/zeppelin-lessons', { revision: 0, data: post });
    expect(published.statusCode, published.body).toBe(200);
    expect(links((await get('/search?q=zeppelinwerf')).body)).toEqual(['/blog/zeppelin-lessons']);
    expect(links((await get('/nl/search?q=zeppelinwerf')).body)).toEqual(['/nl/blog/zeppelin-lessons']);
    // The index itself is a file of the live site, for the browser.
    const index = await get('/search/nl.json');
    expect(index.statusCode).toBe(200);
    // Asked again each time, so a browser never answers from an index a publish replaced.
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('zeppelinwerf');
  });
});
