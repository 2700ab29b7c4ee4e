// Runs after `react-router build`: everything the server and crawlers need that the
// bundler does not make. Hashes inline scripts for the CSP (among them each page's after-paint
// bootstrap, which the prerender writes: app/components/layout/scripts-after-paint.tsx),
// writes sitemap.xml, robots.txt, the web manifest, raster icons, the general-conditions PDF, and
// precompresses every text file with brotli and gzip.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PACK_DIR, checkedContent } from '../app/.server/content.ts';
import { describeErrors } from '../contracts/content/pack.ts';
import { MEDIA_FILES_DIR, checkPackDir, contentDigest } from '../contracts/content/pack-files.ts';
import { siteOgImage } from '../app/lib/seo.ts';
import routes from '../app/routes.ts';
import { isAnswerPath, type Locale, locales } from '../contracts/locale.ts';
import { site } from '../contracts/site.ts';
import { allIllustrations } from '../app/.server/illustration-svgs.ts';
import { contentFiles } from '../app/.server/content-files.ts';
import { filesUnder } from './lib/files.ts';
import { CONTENT_FILES, SITE_META, answerNotFoundPages } from '../server/plugins/static-site.ts';
import {
  buildIdOf,
  compressible,
  inlineScriptHashes,
  precompress,
  withoutScripts,
} from '../server/publish/site-files.ts';
import { AFTER_IDLE_FILE, islandChunks, islandsEntry, islandsOutDir } from './lib/islands-entry.ts';

const buildDir = path.resolve('build');
const clientDir = path.join(buildDir, 'client');

const walk = (dir: string) => filesUnder(dir, /(?:)/);

const relative = (file: string) => path.relative(clientDir, file).split(path.sep).join('/');

/**
 * The answer pages (decision 0068) run no script: the server fills them, and a native form post got there. Their
 * addresses opened directly are a 404, answered with a copy of the 404 page that runs no script either
 * (`_answer/404`): the site's router would take the address for the answer route and draw a second page.
 */
function stripAnswerScripts() {
  for (const { from, to } of Object.values(answerNotFoundPages)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, to)), { recursive: true });
    fs.copyFileSync(path.join(clientDir, from), path.join(clientDir, to));
  }
  const pages = walk(clientDir).filter((file) => isAnswerPath(`/${relative(file)}`) && file.endsWith('.html'));
  for (const file of pages) {
    fs.writeFileSync(file, withoutScripts(fs.readFileSync(file, 'utf8')));
  }
  return pages.length;
}

/** The islands build's chunks (vite.islands.config.ts) beside React Router's, where the pages ask for them. */
function copyIslands() {
  const from = islandsOutDir(buildDir);
  const files = walk(path.join(from, 'assets'));
  for (const file of files) {
    const to = path.join(clientDir, path.relative(from, file));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(file, to);
  }
  // For bench/lib/bytes.ts: which chunk each island of a page loads, and what every page loads only once idle.
  fs.writeFileSync(path.join(buildDir, 'island-chunks.json'), JSON.stringify(islandChunks(from), null, 2));
  fs.writeFileSync(path.join(buildDir, AFTER_IDLE_FILE), JSON.stringify([islandsEntry(from)!.beacon], null, 2));
  return files.length;
}

function writeCspManifest() {
  const manifest: Record<string, string[]> = {};
  for (const file of walk(clientDir).filter((each) => each.endsWith('.html'))) {
    manifest[relative(file)] = inlineScriptHashes(fs.readFileSync(file, 'utf8'));
  }
  fs.writeFileSync(path.join(buildDir, 'csp-hashes.json'), JSON.stringify(manifest, null, 2));
  return Object.keys(manifest).length;
}

/** robots.txt: everything but the admin and the API, and where the sitemap is. */
function writeRobots() {
  fs.writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${new URL('/sitemap.xml', site.url).toString()}\n`,
  );
}

/**
 * The sitemap, both feeds, the Open Graph images and the general conditions' PDFs (app/.server/content-files.ts),
 * with each one's key in build/content-files.json: a publish makes again only those whose key it changes.
 */
async function writeContentFiles() {
  const keys: Record<string, string> = {};
  // A social image is cut from the original the pack carries beside its media item.
  const originals = async (file: string) => {
    const at = path.join(PACK_DIR, MEDIA_FILES_DIR, path.basename(file));
    return fs.existsSync(at) ? fs.readFileSync(at) : null;
  };
  for (const { file, key, make } of contentFiles(routes, undefined, originals)) {
    const at = path.join(clientDir, file);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, await make());
    keys[file] = key;
  }
  fs.writeFileSync(path.join(buildDir, CONTENT_FILES), JSON.stringify(keys, null, 2));
  return Object.keys(keys);
}

async function writeIcons() {
  const favicon = fs.readFileSync(path.resolve('public/favicon.svg'));
  const icon = (size: number, file: string) =>
    sharp(favicon, { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toFile(path.join(clientDir, file));
  await Promise.all([icon(180, 'apple-touch-icon.png'), icon(192, 'icon-192.png'), icon(512, 'icon-512.png')]);
  fs.writeFileSync(
    path.join(clientDir, 'manifest.webmanifest'),
    JSON.stringify(
      {
        name: site.name,
        short_name: site.name,
        start_url: '/',
        display: 'standalone',
        background_color: '#130f24',
        theme_color: site.themeColor,
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        ],
      },
      null,
      2,
    ),
  );
  // The site's Open Graph image, in each language: the home page's headline on two lines.
  const headline: Record<Locale, [string, string]> = {
    en: ['Let AI Transform', 'So People Thrive.'],
    nl: ['Laat AI transformeren,', 'zodat mensen floreren.'],
  };
  for (const locale of locales) {
    const [first, second] = headline[locale];
    const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><radialGradient id="g" cx="85%" cy="0%" r="80%"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#130f24"/></radialGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 80) scale(3)">${favicon.toString().replace(/<\/?svg[^>]*>/g, '')}</g>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="76" fill="#fff">${first}</text>
  <text x="80" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="76" fill="#fff">${second}</text>
  <text x="80" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#ddd6fe">${site.name} · AI Academy &amp; Implementation · ${checkedContent.settings.contact.address.city}</text>
</svg>`;
    await sharp(Buffer.from(ogImage))
      .png()
      .toFile(path.join(clientDir, siteOgImage(locale)));
  }
}

function writeArt() {
  const dir = path.join(clientDir, 'art');
  fs.mkdirSync(dir, { recursive: true });
  const art = allIllustrations();
  for (const [file, svg] of art) fs.writeFileSync(path.join(dir, file), svg);
  return art.length;
}

/** What the build was made from (server/publish/live-site.ts): a server whose store holds this pack serves the build. */
function writeSiteMeta() {
  const checked = checkPackDir(PACK_DIR);
  if (!checked.pack) throw new Error(describeErrors(checked.errors));
  const meta = { digest: contentDigest(checked.items), build: buildIdOf(buildDir) };
  fs.writeFileSync(path.join(buildDir, SITE_META), JSON.stringify(meta));
}

async function precompressAll() {
  const files = walk(clientDir).filter((file) => compressible.test(file));
  await Promise.all(files.map(precompress));
  return files.length;
}

const copiedIslandChunks = copyIslands();
const answerPages = stripAnswerScripts();
const hashedPages = writeCspManifest();
writeRobots();
await writeIcons();
const illustrations = writeArt();
const made = await writeContentFiles();
const listed = (fs.readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
const ogImages = made.filter((file) => file.startsWith('og/')).length;
writeSiteMeta();
const compressed = await precompressAll();
console.log(
  `postbuild: ${copiedIslandChunks} island chunks, ${answerPages} answer pages without scripts, ${hashedPages} pages hashed for CSP, ${listed} URLs in sitemap.xml, ${illustrations} illustrations, ${ogImages} Open Graph images, two feeds, ${compressed} files precompressed`,
);
