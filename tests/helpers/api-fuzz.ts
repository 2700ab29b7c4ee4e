// Generators and checks for the bad-input fuzz suite (tests/server/api-fuzz.test.ts): the API's
// routes as the app itself lists them, and fast-check arbitraries for the parts of a request.
import * as fc from 'fast-check';
import { repositoryVacancies } from './content.ts';
import { expect } from 'vitest';
import { parseErrorEnvelope } from '#contracts/api.ts';
import {
  contactFieldNames,
  contactInterestValues,
  contactLimits,
  jobFormPositions,
} from '#contracts/contact-fields.ts';
import { docxFile, exeFile, type MultipartPart, multipartBody as buildMultipart, pdfFile, rtfFile } from './contact.ts';

export type ApiRoute = { method: string; url: string };

/**
 * Every route of the app under /api, read from Fastify's own route tree, so a route added
 * later is fuzzed (and must be given its generators) without anyone listing it here.
 */
export function apiRoutes(app: { printRoutes(options: { commonPrefix: false }): string }): ApiRoute[] {
  const stack: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes.filter((route) => route.url === '/api' || route.url.startsWith('/api/'));
}

// ---------------------------------------------------------------------------------------
// Strings

/** Text a person might type, from everywhere: accents, RTL, emoji with joiners, CJK. */
const humanChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'é',
      'ß',
      'ø',
      'Ł',
      'ש',
      'ل',
      '\u200f',
      '\u202e',
      '\u200d',
      '日',
      '한',
      '👩‍💻',
      '🏳️‍🌈',
      '🇳🇱',
      'e\u0301',
      '\u00a0',
      'ﬁ',
      'Ｗ',
      '\uFEFF',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

/** Any code points, lone surrogates, NUL and the other control characters included. */
export const anyText = (maxLength = 40) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: humanChar, maxLength }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\udfff x',
      '\r\n',
      'null',
      'undefined',
      '[object Object]',
    ),
  );

/** Lone surrogates replaced by U+FFFD, as UTF-8 encoding does (String.prototype.toWellFormed). */
export const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\ufffd');

/** A value as a form field carries it (objects without a prototype have no String()). */
export const asText = (value: unknown): string => {
  try {
    return wellFormed(String(value));
  } catch {
    return JSON.stringify(value) ?? '';
  }
};

/** A string of about `length` UTF-16 units (long texts without generating each character). */
export const longText = (min: number, max: number) =>
  fc
    .tuple(fc.string({ unit: humanChar, minLength: 1, maxLength: 4 }), fc.integer({ min, max }))
    .map(([unit, length]) => wellFormed(unit.repeat(Math.ceil(length / unit.length)).slice(0, length)));

/** Numbers as strings and other values that a loose number parser reads as numbers. */
export const numberish = fc.constantFrom(
  '0',
  '-0',
  '1',
  '-1',
  '01',
  '007',
  '1.0',
  '1.5',
  '1e3',
  '1e400',
  '+1',
  ' 1',
  '1 ',
  '0x10',
  '0b1',
  '0o7',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '2147483647',
  '2147483648',
  '100000',
  '100001',
  '١٢',
  '１',
);

// ---------------------------------------------------------------------------------------
// URLs: path parameters and query strings

/** Percent-encodes a string as a URL component (lone surrogates as U+FFFD, as a browser would). */
export const encode = (text: string) => encodeURIComponent(wellFormed(text));

/** Escapes that are not valid percent-encoding, or not valid UTF-8 once decoded. */
const badEscapes = fc.constantFrom(
  '%',
  '%z',
  '%zz',
  '%ff',
  '%fe%ff',
  '%c3%28',
  '%e0%a4%a',
  '%ed%a0%80',
  '%00',
  '%2',
  '%%',
);

/** A value for a path parameter such as `:id`: ids, near-ids, junk, bad escapes, and too long. */
export const pathSegment = fc.oneof(
  { weight: 4, arbitrary: fc.nat({ max: 200 }).map(String) },
  { weight: 3, arbitrary: numberish.map(encode) },
  { weight: 2, arbitrary: anyText(20).map(encode) },
  { weight: 2, arbitrary: fc.tuple(fc.nat({ max: 20 }).map(String), badEscapes).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.constantFrom('export.csv', 'cv', 'resend', '..', '.', '%2e%2e', '%2F', 'a%2Fb') },
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 400 }).map((length) => '9'.repeat(length)) },
);

const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('q', 'type', 'page', 'id', 'form', 'formType') },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'q[]', 'page[0]', 'a[b][c]', '', 'toString') },
  { weight: 1, arbitrary: anyText(10) },
);

const queryValue = fc.oneof(
  { weight: 3, arbitrary: anyText(30) },
  { weight: 2, arbitrary: numberish },
  { weight: 2, arbitrary: fc.constantFrom('all', 'company', 'job', 'ALL', 'spam', '', 'open', 'archived', 'any') },
  { weight: 1, arbitrary: longText(150, 3000) },
);

/** A query string: repeated keys, encoded and raw values, bad escapes; '' for none. */
export const queryString = fc
  .tuple(fc.array(fc.tuple(queryKey, queryValue, fc.boolean()), { maxLength: 6 }), fc.option(badEscapes, { freq: 4 }))
  .map(([pairs, junk]) => {
    const parts = pairs.map(([key, value, raw]) =>
      raw ? `${encode(key)}=${value.replace(/[^\w.~-]/g, '')}` : `${encode(key)}=${encode(value)}`,
    );
    if (junk) parts.push(junk);
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
  });

// ---------------------------------------------------------------------------------------
// Headers

export const siteHost = 'www.rebels-ai.nl';
/** inject() speaks plain HTTP, and the Origin check compares the scheme too. */
export const sameOrigin = `http://${siteHost}`;

/** What Node's HTTP parser lets through as a header value: Latin-1 without CR, LF or NUL. */
const headerText = (maxLength: number) =>
  fc
    .string({ unit: 'binary', maxLength })
    .map((text) =>
      text.replace(/[^\t\x20-\x7e\x80-\xff]/g, (char) => String.fromCharCode(0x41 + (char.charCodeAt(0) % 26))),
    );

const tokenChars = "abcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-.^_`|~";
const headerName = fc
  .string({ unit: fc.constantFrom(...tokenChars), minLength: 1, maxLength: 20 })
  .filter((name) => !reservedHeaders.has(name));
// Set by inject() itself or chosen deliberately below.
const reservedHeaders = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'content-type',
  'cookie',
  'origin',
  'accept',
  'expect',
  'connection',
]);

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nope',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/merge-patch+json',
  'application/json, text/plain',
  '*/*',
  ';',
  'json',
  '',
];

const accept = fc.constantFrom(
  'application/json',
  'text/html',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  '*/*',
  'application/json;q=0',
  '',
);

const origin = fc.constantFrom(
  sameOrigin,
  `https://${siteHost}`,
  `https://${siteHost}:443`,
  'https://evil.example',
  `https://${siteHost}.evil.example`,
  'null',
  'not a url',
  '',
);

/** Extra headers: random names and values (some up to 8 KB, well inside Node's 16 KB header limit). */
export const extraHeaders = fc.dictionary(
  headerName,
  fc.oneof(
    { weight: 5, arbitrary: headerText(60) },
    { weight: 1, arbitrary: longText(1000, 8000).map((text) => text.replace(/[^\x20-\x7e]/g, 'x')) },
  ),
  { maxKeys: 4 },
);

export type RequestHeaders = Record<string, string>;

/** Origin, Sec-Fetch-Site, Accept and a few random headers, mostly as a same-site browser sends them. */
export const browserishHeaders = fc
  .record(
    {
      origin: fc.oneof({ weight: 4, arbitrary: fc.constant(sameOrigin) }, { weight: 1, arbitrary: origin }),
      'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'bogus'),
      accept,
      'x-forwarded-for': fc.oneof(fc.ipV4(), headerText(30)),
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'bogus'),
      'accept-encoding': fc.constantFrom('gzip, br', 'br', '*', 'bogus;q=x'),
    },
    { requiredKeys: [] },
  )
  .chain((headers) => extraHeaders.map((extra) => ({ ...extra, ...headers }) as RequestHeaders));

// ---------------------------------------------------------------------------------------
// Cookies

const cookieValueChars = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=+/%."\\,:!~ ',
);
export const base64urlChars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';
const base64urlChar = fc.constantFrom(...base64urlChars);

/** Cookie values with no relation to a real session: random text, token look-alikes, junk. */
export const randomCookieValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: base64urlChar, minLength: 43, maxLength: 43 }) },
  { weight: 2, arbitrary: fc.string({ unit: cookieValueChars, maxLength: 60 }) },
  { weight: 1, arbitrary: headerText(120).map((text) => text.replace(/;/g, '')) },
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 3000 }).map((length) => 'A'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom('', '""', '%', '%zz', 'undefined', 'null', '0', 'true', '[]', '{}') },
);

export const sessionCookieNames = fc.constantFrom(
  'rebels_session',
  '__Host-rebels_session',
  '__Secure-rebels_session',
  'REBELS_SESSION',
  'Rebels_Session',
  'rebels_sessio',
  'rebels_session_',
  'rebels-session',
  'session',
  'sid',
);

/** A Cookie header from name=value pairs (with the odd malformed separator). */
export const cookieHeader = (pairs: [string, string][], separator = '; ') =>
  pairs.map(([name, value]) => `${name}=${value}`).join(separator);

/** Random Cookie headers for requests that carry no real session. */
export const randomCookies = fc.oneof(
  fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(sessionCookieNames, headerName), randomCookieValue), { maxLength: 4 }),
      fc.constantFrom('; ', ';', ', ', ' ;; '),
    )
    .map(([pairs, separator]) => cookieHeader(pairs, separator)),
  headerText(200),
  fc.constantFrom('=', ';', 'rebels_session', 'rebels_session=', '=rebels_session', 'rebels_session=;rebels_session=x'),
);

// ---------------------------------------------------------------------------------------
// Bodies

export type Body = { contentType: string | undefined; payload: string | Buffer | undefined };

export type { MultipartPart };

/** multipart/form-data built by hand; `cutAt` truncates the body to test a cut-off upload. */
export function multipart(parts: MultipartPart[], boundary = 'fuzzboundary7MA4YWxkTrZu0gW', cutAt?: number) {
  return buildMultipart(parts, boundary, cutAt);
}

/** application/x-www-form-urlencoded from a form's fields (a list repeats its key). */
export function urlencoded(fields: Record<string, string | string[]>) {
  return Object.entries(fields)
    .flatMap(([key, value]) => [value].flat().map((each) => `${encode(key)}=${encode(each)}`))
    .join('&');
}

/** JSON nested `depth` levels deep, as arrays or as objects, with a pollution attempt at the bottom. */
const deepJson = fc
  .tuple(fc.integer({ min: 10, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}"__proto__"${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}{"__proto__":{"polluted":1}}${'}'.repeat(depth)}`,
  );

const pollutionJson = fc.constantFrom(
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"name":{"__proto__":{"polluted":"yes"}},"username":{"constructor":{"prototype":{"polluted":1}}}}',
  '{"__proto__":[],"toString":"x","hasOwnProperty":"x","valueOf":1}',
  '[{"__proto__":{"polluted":"yes"}}]',
);

/** Field names a route may read, so random bodies sometimes reach the schemas. */
const fieldName = fc.oneof(
  fc.constantFrom(
    ...contactFieldNames,
    'username',
    'password',
    'code',
    'currentPassword',
    'newPassword',
    'confirm',
    'response',
    'cv',
    '__proto__',
    'constructor',
  ),
  anyText(12),
);

const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText(40) },
  { weight: 2, arbitrary: numberish },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(anyText(10), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(anyText(5), anyText(5), { maxKeys: 3 }) },
  { weight: 1, arbitrary: longText(190, 6000) },
);

/** An object of known and random field names with values of every type. */
export const fieldsObject = fc.dictionary(fieldName, fieldValue, { maxKeys: 8 });

const fileData = fc.oneof(
  fc.constantFrom(pdfFile(), docxFile(), rtfFile(), exeFile(), Buffer.alloc(0), Buffer.from('PK\x05\x06')),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  // A ZIP end record with random counts and offsets, for the DOCX sniffer.
  fc
    .tuple(fc.uint8Array({ maxLength: 200 }), fc.nat({ max: 0xffff }), fc.nat({ max: 0xffffffff }))
    .map(([prefix, count, offset]) => {
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(count, 10);
      end.writeUInt32LE(offset, 16);
      return Buffer.concat([Buffer.from('PK\x03\x04'), prefix, end]);
    }),
);

const filename = fc.oneof(
  fc.constantFrom(
    'cv.pdf',
    '',
    '../../etc/passwd',
    'C:\\cv.docx',
    'cv.pdf\u0000.exe',
    '.',
    '..',
    '👩‍💻.rtf',
    'a'.repeat(300),
  ),
  anyText(30).map((text) => text.replace(/["\r\n]/g, '')),
);

const multipartPart: fc.Arbitrary<MultipartPart> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      name: fieldName.map((name) => name.replace(/["\r\n]/g, '')),
      value: anyText(40).map((text) => wellFormed(text)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      name: fc.constantFrom('cv', 'cv', 'resume', 'file', ''),
      filename,
      contentType: fc.constantFrom('application/pdf', 'application/octet-stream', 'text/plain', ''),
      data: fileData,
    }),
  },
);

const multipartBody = fc
  .tuple(
    fc.array(multipartPart, { maxLength: 8 }),
    fc.constantFrom('fuzzboundary7MA4YWxkTrZu0gW', 'x', '--', 'a'.repeat(70), 'b"q"'),
    fc.option(fc.nat({ max: 4000 }), { freq: 3 }),
  )
  .map(([parts, boundary, cutAt]) => multipart(parts, boundary, cutAt ?? undefined));

/** A body of any kind, with a content type that matches it only some of the time. */
export const anyBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.oneof(
      { weight: 1, arbitrary: fc.constant<Body>({ contentType: undefined, payload: undefined }) },
      {
        weight: 3,
        arbitrary: fc
          .oneof(
            fieldsObject.map((value) => JSON.stringify(value)),
            fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
            deepJson,
            pollutionJson,
            fieldsObject.chain((value) => fc.nat({ max: 200 }).map((cut) => JSON.stringify(value).slice(0, cut))),
          )
          .map((payload): Body => ({ contentType: 'application/json', payload })),
      },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            fieldsObject.map((value) =>
              urlencoded(Object.fromEntries(Object.entries(value).map(([key, each]) => [key, asText(each)]))),
            ),
            fc
              .tuple(fieldName, badEscapes, anyText(20))
              .map(([key, bad, text]) => `${key}=${bad}${encode(text)}&${bad}=1`),
          )
          .map((payload): Body => ({ contentType: 'application/x-www-form-urlencoded', payload })),
      },
      { weight: 2, arbitrary: multipartBody },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
            // Invalid UTF-8 inside otherwise valid JSON and forms.
            fc.constantFrom(
              Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
              Buffer.from('name=\xff\xfe&email=\xc3\x28', 'latin1'),
              Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
            ),
            anyText(200),
          )
          .map((payload): Body => ({ contentType: 'text/plain', payload })),
      },
      // Larger than every body limit (64 KB JSON, 128 KB forms).
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: 60_000, max: 140_000 })
          .map((length): Body => ({ contentType: 'application/json', payload: `{"name":"${'a'.repeat(length)}"}` })),
      },
    ),
    fc.option(fc.constantFrom(...contentTypes), { freq: 3 }),
  )
  .map(([body, otherType]) => (otherType === null ? body : { ...body, contentType: otherType || undefined }));

// ---------------------------------------------------------------------------------------
// Contact payloads, from the rules of ContactSubmissionSchema (contracts/contact.ts)

/** A one-line text of 1..max characters that is not blank once trimmed. */
const oneLine = (max: number) =>
  fc
    .oneof(
      { weight: 5, arbitrary: fc.string({ unit: humanChar, minLength: 1, maxLength: Math.min(max, 40) }) },
      { weight: 1, arbitrary: longText(max - 5, max) },
    )
    .map((text) => wellFormed(text.replace(/[\t\r\n\u2028\u2029]/g, ' ')))
    .filter((text) => text.trim() !== '' && text.trim().length <= max);

const multiLine = (max: number) =>
  fc
    .oneof(
      {
        weight: 5,
        arbitrary: fc.string({
          unit: fc.oneof(
            { weight: 8, arbitrary: humanChar },
            { weight: 1, arbitrary: fc.constantFrom('\n', '\r\n', '\t') },
          ),
          minLength: 1,
          maxLength: 200,
        }),
      },
      { weight: 1, arbitrary: longText(max - 5, max) },
    )
    .map((text) => wellFormed(text))
    .filter((text) => text.trim() !== '' && text.trim().length <= max);

/** Surrounding spaces, which the schema trims. */
const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', ' ', '  '), text, fc.constantFrom('', ' ')).map(([a, b, c]) => a + b + c);

const emailAddress = fc.oneof(
  { weight: 4, arbitrary: fc.emailAddress() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'ada@example.com',
      'José.Ñúñez@exämple.nl',
      'δοκιμή@παράδειγμα.δοκιμή',
      "o'brien+rebels@example.ie",
      '用户@例子.广告',
    ),
  },
);

const phoneNumber = fc.stringMatching(/^\+?[0-9 ()./-]{6,30}$/).filter((text) => text.trim().length >= 6);

const linkedinUrl = fc
  .tuple(
    fc.constantFrom('https://www.linkedin.com/in/', 'https://linkedin.com/in/', 'https://nl.linkedin.com/in/'),
    fc.string({ unit: fc.constantFrom(...base64urlChars), minLength: 1, maxLength: 60 }),
  )
  .map(([prefix, slug]) => prefix + slug);

const aMinuteOrADayAgo = fc.integer({ min: 3_500, max: 23 * 60 * 60 * 1000 });

/** startedAt as the React form sends it, or as a bot might (still stored, as spam). */
const startedAt = fc.oneof(
  { weight: 3, arbitrary: aMinuteOrADayAgo.map((ago) => ({ ago, asText: false })) },
  { weight: 1, arbitrary: aMinuteOrADayAgo.map((ago) => ({ ago, asText: true })) },
  { weight: 1, arbitrary: fc.constantFrom({ ago: 0, asText: false }, { ago: -60_000, asText: true }) },
);

type StartedAt = { ago: number; asText: boolean };

/** A submission the schema accepts; `privacy` and `startedAt` are kept apart for each encoding. */
export type ValidContact = {
  fields: Record<string, string>;
  privacy: boolean;
  startedAt: StartedAt | null;
  website: string | null;
};

const companyFields = fc.record(
  {
    formType: fc.constantFrom('company', '', ' company '),
    name: padded(oneLine(contactLimits.name)),
    email: padded(emailAddress.filter((address) => address.length <= contactLimits.email)),
    company: oneLine(contactLimits.company),
    phone: fc.oneof(phoneNumber, fc.constant('')),
    interest: fc.constantFrom('', ...contactInterestValues),
    message: multiLine(contactLimits.message),
  },
  { requiredKeys: ['name', 'email', 'company', 'message'] },
);

const jobFields = fc
  .record(
    {
      formType: fc.constant('job'),
      name: padded(oneLine(contactLimits.name)),
      email: emailAddress.filter((address) => address.length <= contactLimits.email),
      phone: padded(phoneNumber),
      position: fc.constantFrom('', ...jobFormPositions(repositoryVacancies)),
      linkedin: fc.oneof(linkedinUrl, fc.constant('')),
      message: multiLine(contactLimits.message),
      experience: multiLine(contactLimits.experience),
    },
    { requiredKeys: ['formType', 'name', 'email', 'phone'] },
  )
  .filter((fields) => fields.message !== undefined || fields.experience !== undefined);

export const validContact: fc.Arbitrary<ValidContact> = fc.record({
  fields: fc.oneof(companyFields, jobFields) as fc.Arbitrary<Record<string, string>>,
  privacy: fc.boolean(),
  startedAt: fc.option(startedAt, { freq: 5 }),
  website: fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constant('http://spam.example') },
  ),
});

/** One way to break (or, now and then, not break) a field: what bots, old clients and typos send. */
const badValue = (field: string): fc.Arbitrary<unknown> => {
  const max = (contactLimits as Record<string, number>)[field] ?? 200;
  return fc.oneof(
    fc.constantFrom(undefined, null, '', '   ', 0, 1, true, false, [], {}, ['a', 'b'], { value: 'x' }),
    fc.integer({ min: 1, max: 50 }).map((extra) => 'x'.repeat(max + extra)),
    fc.constantFrom('\u0000', '\u0007', '\u001b[31m', '\u0085', '\u009f', '\u007f').map((control) => `a${control}b`),
    fc.constantFrom('line\nbreak', 'tab\there', 'para\u2029graph'),
    numberish,
    anyText(20),
    fc.constantFrom(
      'a@b',
      'a..b@example.com',
      '.a@example.com',
      'a b@example.com',
      'a@example.c',
      'a@@example.com',
      '<a@example.com>',
      'javascript:alert(1)',
      'http://www.linkedin.com/in/x',
      'https://evil.example/linkedin.com',
      'https://user:pw@www.linkedin.com/in/x',
      'https://linkedin.com.evil.example/',
      'abc',
      '12345',
      'JOB',
      'admin',
      'spam',
      'off',
      'no',
    ),
  );
};

/** A mutation of a valid submission: a field changed, dropped or added, or the whole body swapped. */
export const contactMutation = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      // Every field the schema reads but the spam signals, which have rules of their own.
      .constantFrom(
        ...contactFieldNames.filter((name) => !['website', 'startedAt', 'fillMs', 'typedKeys'].includes(name)),
      )
      .chain((field) => badValue(field).map((value) => ({ kind: 'field' as const, field, value }))),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'drop-required' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.jsonValue({ maxDepth: 3 }), fieldsObject)
      .map((body) => ({ kind: 'replace' as const, body: body as unknown })),
  },
);
export type ContactMutation = typeof contactMutation extends fc.Arbitrary<infer T> ? T : never;

/** A CV part for a multipart submission: none, a real file of each type, or something that is not one. */
export const cvChoice = fc.constantFrom(
  'none',
  'none',
  'none',
  'pdf',
  'docx',
  'rtf',
  'exe',
  'empty-unnamed',
  'two',
  'other-field',
) satisfies fc.Arbitrary<string>;
export type CvChoice = typeof cvChoice extends fc.Arbitrary<infer T> ? T : never;

export const cvFilename = fc.oneof(
  fc.constantFrom('cv.pdf', 'Lebenslauf Jürgen.docx', '../../etc/passwd', 'C:\\Users\\me\\cv.rtf', '简历.pdf', '.pdf'),
  anyText(40).map((text) => wellFormed(text).replace(/["\r\n\\]/g, '_')),
);

export function cvParts(choice: CvChoice, name: string): MultipartPart[] {
  const file = (data: Buffer, field = 'cv'): MultipartPart => ({
    name: field,
    filename: name,
    contentType: 'application/octet-stream',
    data,
  });
  switch (choice) {
    case 'none':
      return [];
    case 'pdf':
      return [file(pdfFile())];
    case 'docx':
      return [file(docxFile())];
    case 'rtf':
      return [file(rtfFile())];
    case 'exe':
      return [file(exeFile())];
    case 'empty-unnamed':
      return [{ name: 'cv', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) }];
    case 'two':
      return [file(pdfFile()), file(rtfFile())];
    case 'other-field':
      return [file(pdfFile(), 'resume')];
  }
}

/** Whether the server should take a CV choice with a submission of this form type. */
export const cvAcceptable = (choice: CvChoice, formType: unknown) =>
  choice === 'none' || choice === 'empty-unnamed' || (formType === 'job' && ['pdf', 'docx', 'rtf'].includes(choice));

// ---------------------------------------------------------------------------------------
// Answers

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * The contract of every answer: never a 5xx (nor a 1xx); an error is a 4xx whose body is
 * exactly the error envelope of contracts/api.ts, except the HTML error page a browser form
 * posted without JavaScript gets from POST /api/contact (decision 0007).
 */
export function expectWellFormedAnswer(
  answer: Answer,
  request: { method: string; description: string; htmlErrorPageAllowed?: boolean },
) {
  const context = `${request.description} → ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, context).toBeGreaterThanOrEqual(200);
  expect(answer.statusCode, context).toBeLessThan(500);
  if (answer.statusCode < 400 || request.method === 'HEAD') return;
  const type = String(answer.headers['content-type'] ?? '');
  if (type.startsWith('text/html') && request.htmlErrorPageAllowed && answer.statusCode !== 403) return;
  expect(type, context).toMatch(/^application\/json/);
  const envelope = parseErrorEnvelope(answer.body);
  expect(envelope, context).not.toBeNull();
  // parseErrorEnvelope drops what does not belong; an exact envelope loses nothing.
  expect(JSON.parse(answer.body), context).toEqual(envelope);
  expect(envelope!.error.trim(), context).not.toBe('');
}

/** A session cookie set by an answer (a non-empty value under the session cookie's name). */
export function setsSession(answer: { cookies: { name: string; value: string }[] }) {
  return answer.cookies.some((cookie) => cookie.name.endsWith('rebels_session') && cookie.value !== '');
}

/** Reproducible by default; FUZZ_SEED and FUZZ_RUNS explore further (FUZZ_RUNS runs per property). */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_261_212);
export const fuzzRuns = (defaultRuns: number) => Number(process.env.FUZZ_RUNS ?? defaultRuns);

export const fuzzParameters = (numRuns: number): fc.Parameters<unknown> => ({
  seed: fuzzSeed,
  numRuns: fuzzRuns(numRuns),
  endOnFailure: false,
});
