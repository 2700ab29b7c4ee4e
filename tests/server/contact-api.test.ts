import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { listSubmissions } from '#server/contact/contact.repository.ts';
import { contactFieldNames } from '#contracts/contact-fields.ts';
import {
  companyPayload,
  countOutbox,
  countSubmissions,
  docxFile,
  exeFile,
  fieldParts,
  jobPayload,
  multipartBody,
  pdfFile,
  rtfFile,
} from '../helpers/contact.ts';
import { describeEachDatabase, useContactApp } from '../helpers/test-app.ts';

describeEachDatabase('POST /api/contact on $name', ({ env: baseEnv }) => {
  const ctx = useContactApp(baseEnv);

  const postJson = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const postMultipart = (parts: Parameters<typeof multipartBody>[0], headers: Record<string, string> = {}) => {
    const body = multipartBody(parts);
    return ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: 'application/json', ...headers },
      payload: body.payload,
    });
  };

  it('stores a company inquiry with its notification in the outbox and answers { success: true }', async () => {
    const before = await countOutbox(ctx().db);
    const response = await postJson(companyPayload({ name: 'Company Store Test' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === 'Company Store Test');
    expect(stored).toMatchObject({
      formType: 'company',
      status: 'received',
      company: 'Analytical Engines Ltd',
      email: 'ada@example.com',
      interest: 'academy',
      position: null,
      emailSent: false,
      emailError: null,
      cv: null,
    });
    expect(Date.parse(stored!.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await countOutbox(ctx().db)).toBe(before + 1);
  });

  it('stores a job application with a notification and a confirmation', async () => {
    const before = await countOutbox(ctx().db);
    const response = await postJson(jobPayload({ name: 'Job Store Test', message: undefined }));
    expect(response.json()).toEqual({ success: true });
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === 'Job Store Test');
    expect(stored).toMatchObject({
      formType: 'job',
      position: 'Machine Learning Engineer',
      experience: 'Compilers, COBOL, and a moth in a relay.',
      message: 'Compilers, COBOL, and a moth in a relay.',
      interest: null,
      company: null,
    });
    expect(await countOutbox(ctx().db)).toBe(before + 2);
  });

  // Spec §7's payload, exactly as a client following it sends it: no privacy, honeypot or timing fields.
  const specCompany = {
    name: 'Spec Client',
    email: 'spec@example.com',
    message: 'A company inquiry sent with the documented fields only.',
    company: 'Spec BV',
    phone: '+31 10 123 4567',
    interest: 'implementation',
    formType: 'company',
    experience: '',
    linkedin: '',
  };
  const specJob = {
    name: 'Spec Applicant',
    email: 'applicant@example.com',
    message: 'Ten years of machine learning in production.',
    company: '',
    phone: '+31 6 1111 2222',
    interest: 'implementation',
    formType: 'job',
    position: 'Implementation Lead',
    experience: 'Ten years of machine learning in production.',
    linkedin: 'https://www.linkedin.com/in/spec-applicant',
  };

  it.each([
    ['company', specCompany],
    ['job', specJob],
  ])('accepts the spec §7 %s payload without a privacy field, recording no consent', async (_kind, payload) => {
    const response = await postJson(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === payload.name);
    expect(stored).toMatchObject({ formType: payload.formType, status: 'received', privacyAcceptedAt: null });
  });

  it('records consent as a timestamp when privacy is sent as true', async () => {
    const before = Date.now();
    await postJson({ ...specCompany, name: 'Consent Given', privacy: true });
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === 'Consent Given');
    expect(Date.parse(stored!.privacyAcceptedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses privacy: false with the checkbox message and stores nothing', async () => {
    const before = await countSubmissions(ctx().db);
    const response = await postJson({ ...specCompany, name: 'Consent Refused', privacy: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Please accept the privacy policy',
      fieldErrors: { privacy: ['Please accept the privacy policy'] },
    });
    expect(await countSubmissions(ctx().db)).toBe(before);
  });

  it('defaults interest to implementation and trims every text', async () => {
    await postJson(companyPayload({ name: '  Trim Test  ', interest: undefined, company: '\tACME\n' }));
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === 'Trim Test');
    expect(stored).toMatchObject({ interest: 'implementation', company: 'ACME' });
  });

  it.each([
    ['PDF', 'cv.pdf', pdfFile(), 'pdf'],
    ['DOCX', 'Grace Hopper CV.docx', docxFile(), 'docx'],
    ['RTF', '../../etc/passwd.rtf', rtfFile(), 'rtf'],
  ])('stores a %s CV with the application, by its magic bytes', async (_label, filename, data, type) => {
    const name = `CV ${type} Test`;
    const response = await postMultipart([
      ...fieldParts(jobPayload({ name })),
      // The declared type is ignored: the bytes decide.
      { name: 'cv', filename, contentType: 'application/octet-stream', data },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === name);
    expect(stored?.cv).toMatchObject({ type, size: data.length });
    expect(stored?.cv?.filename).toMatch(new RegExp(`^[^/\\\\]+\\.${type}$`));
    const { createHash } = await import('node:crypto');
    expect(stored?.cv?.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    const row = await ctx()
      .db.selectFrom('contact_submissions')
      .select('cv_data')
      .where('id', '=', stored!.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.cv_data!).equals(data)).toBe(true);
  });

  it('accepts unicode, emoji, HTML and SQL as text and stores them exactly', async () => {
    const name = 'Zoë Ñúñez-李 🚀👩🏽‍💻';
    const message = `<script>alert("x")</script> '; DROP TABLE contact_submissions; -- \n second line ✓`;
    const response = await postJson(companyPayload({ name, message, company: "O'Reilly & Sons <b>" }));
    expect(response.json()).toEqual({ success: true });
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === name);
    expect(stored?.message).toBe(message.trim());
    expect(stored?.company).toBe("O'Reilly & Sons <b>");
    expect(await countSubmissions(ctx().db)).toBeGreaterThan(0);
  });

  it('ignores unknown fields, __proto__ and constructor without polluting anything', async () => {
    const body = `{"formType":"company","name":"Proto Test","company":"X","email":"p@example.com","message":"hi","privacy":true,"startedAt":${Date.now() - 60_000},"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"isAdmin":true,"status":"sent"}`;
    const response = await postJson(body);
    expect(response.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === 'Proto Test');
    expect(stored?.status).toBe('received');

    const form = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(fieldParts(companyPayload({ name: 'Proto Form Test' })).map((p) => [p.name, p.value])),
        '__proto__[polluted]': 'yes',
        'constructor[prototype][polluted]': 'yes',
      }).toString(),
    });
    expect(form.statusCode).toBe(303);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const longText = (length: number) => 'x'.repeat(length);
  const badInputs: [string, () => Promise<{ statusCode: number; json: () => unknown }>, number, RegExp][] = [
    ['an empty body', () => postJson(''), 400, /empty/i],
    ['{}', () => postJson({}), 400, /privacy|name/i],
    ['a JSON array', () => postJson([]), 400, /object/i],
    ['a JSON string', () => postJson('"hello"'), 400, /object/i],
    ['null', () => postJson('null'), 400, /./],
    ['a company form without a company', () => postJson(companyPayload({ company: undefined })), 400, /company name/],
    ['a company form without a message', () => postJson(companyPayload({ message: '   ' })), 400, /your message/],
    ['a job form without a phone', () => postJson(jobPayload({ phone: undefined })), 400, /phone number/],
    [
      'a job form without experience',
      () => postJson(jobPayload({ experience: undefined, message: undefined })),
      400,
      /experience/,
    ],
    ['no name', () => postJson(companyPayload({ name: '' })), 400, /Please enter your name/],
    ['a 10,000-character name', () => postJson(companyPayload({ name: longText(10_000) })), 400, /at most 200/],
    ['a 5,001-character message', () => postJson(companyPayload({ message: longText(5001) })), 400, /at most 5000/],
    ['a 1 MB message', () => postJson(companyPayload({ message: longText(1024 * 1024) })), 413, /too large/],
    ['a 70 KB body', () => postJson(companyPayload({ padding: longText(70 * 1024) })), 413, /too large/],
    ['a number as name', () => postJson(companyPayload({ name: 42 })), 400, /name/],
    ['an array as email', () => postJson(companyPayload({ email: ['a@example.com'] })), 400, /valid email/],
    ['an object as message', () => postJson(companyPayload({ message: { text: 'hi' } })), 400, /Message/],
    ['null as name', () => postJson(companyPayload({ name: null })), 400, /Please enter your name/],
    ['a boolean as company', () => postJson(companyPayload({ company: true })), 400, /Company/],
    ['a control character in the name', () => postJson(companyPayload({ name: 'Ada\u0000' })), 400, /not allowed/],
    ['a line break in the name', () => postJson(companyPayload({ name: 'Ada\r\nBcc: x@y.z' })), 400, /one line/],
    ['formType admin', () => postJson(companyPayload({ formType: 'admin' })), 400, /company form or the job/],
    ['interest free-money', () => postJson(companyPayload({ interest: 'free-money' })), 400, /interested in/],
    ['position CEO', () => postJson(jobPayload({ position: 'CEO' })), 400, /listed positions/],
    ['privacy false', () => postJson(companyPayload({ privacy: false })), 400, /privacy policy/],
    ['privacy "yes please"', () => postJson(companyPayload({ privacy: 'yes please' })), 400, /privacy policy/],
    [
      'a LinkedIn URL elsewhere',
      () => postJson(jobPayload({ linkedin: 'https://evil.example/in/x' })),
      400,
      /LinkedIn/,
    ],
    [
      'a LinkedIn URL over http',
      () => postJson(jobPayload({ linkedin: 'http://www.linkedin.com/in/x' })),
      400,
      /LinkedIn/,
    ],
    [
      'a LinkedIn lookalike',
      () => postJson(jobPayload({ linkedin: 'https://linkedin.com.evil.io/in/x' })),
      400,
      /LinkedIn/,
    ],
    ['javascript: as LinkedIn', () => postJson(jobPayload({ linkedin: 'javascript:alert(1)' })), 400, /LinkedIn/],
    ['a phone made of letters', () => postJson(jobPayload({ phone: 'call me maybe' })), 400, /phone number/],
    ['text/plain', () => postJson('name=x', { 'content-type': 'text/plain' }), 415, /content type/i],
    ['no content type', () => postJson('x', { 'content-type': '' }), 415, /content type/i],
    ['malformed JSON', () => postJson('{"name": "Ada",'), 400, /not valid JSON/],
    ['10,000 levels of [', () => postJson('['.repeat(10_000)), 400, /JSON/],
    ['10,000 nested arrays', () => postJson(`${'['.repeat(10_000)}${']'.repeat(10_000)}`), 400, /object/],
    ['deeply nested objects', () => postJson(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`), 400, /./],
  ];
  const invalidEmails = [
    'plainaddress',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@@example.com',
    'ada example@example.com',
    'ada@example..com',
    '.ada@example.com',
    'ada@exam ple.com',
    '<ada@example.com>',
    'ada@example.com\nBcc: x@y.z',
    `${'a'.repeat(250)}@example.com`,
  ];
  for (const email of invalidEmails) {
    badInputs.push([
      `e-mail ${JSON.stringify(email).slice(0, 40)}`,
      () => postJson(companyPayload({ email })),
      400,
      /email/i,
    ]);
  }
  badInputs.push(
    [
      'a 6 MB file',
      () =>
        postMultipart([
          ...fieldParts(jobPayload()),
          {
            name: 'cv',
            filename: 'big.pdf',
            contentType: 'application/pdf',
            data: Buffer.concat([pdfFile(), Buffer.alloc(6 * 1024 * 1024)]),
          },
        ]),
      413,
      /too large/,
    ],
    [
      'an .exe renamed .pdf',
      () =>
        postMultipart([
          ...fieldParts(jobPayload()),
          { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: exeFile() },
        ]),
      400,
      /PDF, DOCX or RTF/,
    ],
    [
      'a ZIP that is not a DOCX',
      () =>
        postMultipart([
          ...fieldParts(jobPayload()),
          {
            name: 'cv',
            filename: 'cv.docx',
            contentType: 'application/zip',
            data: Buffer.from('PK\x03\x04 not really a zip'),
          },
        ]),
      400,
      /PDF, DOCX or RTF/,
    ],
    [
      'a PDF on a company form',
      () =>
        postMultipart([
          ...fieldParts(companyPayload()),
          { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfFile() },
        ]),
      400,
      /only be attached to a job application/,
    ],
    [
      'two CV files',
      () =>
        postMultipart([
          ...fieldParts(jobPayload()),
          { name: 'cv', filename: 'a.pdf', contentType: 'application/pdf', data: pdfFile() },
          { name: 'cv', filename: 'b.pdf', contentType: 'application/pdf', data: pdfFile() },
        ]),
      400,
      /one CV/,
    ],
    [
      'a file in another field',
      () =>
        postMultipart([
          ...fieldParts(jobPayload()),
          { name: 'photo', filename: 'a.pdf', contentType: 'application/pdf', data: pdfFile() },
        ]),
      400,
      /Only a CV/,
    ],
    [
      'a repeated name field',
      () => postMultipart([...fieldParts(jobPayload()), { name: 'name', value: 'Second Name' }]),
      400,
      /name/i,
    ],
    [
      'a cut-off multipart body',
      () =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz', accept: 'application/json' },
          payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
        }),
      400,
      /./,
    ],
    [
      'multipart without a boundary',
      () =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'multipart/form-data', accept: 'application/json' },
          payload: 'hello',
        }),
      400,
      /./,
    ],
  );

  const badInputCases = badInputs.map(([label, send, status, message]) => ({ label, send, status, message }));
  it.each(badInputCases)(
    'refuses $label with $status, a clear message, and stores nothing',
    async ({ send, status, message }) => {
      const before = await countSubmissions(ctx().db);
      const response = await send();
      expect(response.statusCode).toBe(status);
      const body = response.json() as { success: boolean; error: string; fieldErrors?: Record<string, string[]> };
      expect(body.success).toBe(false);
      expect(body.error).toMatch(message);
      expect(body.error).not.toMatch(/zod|stack|at \w+ \(|Invalid input/i);
      if (body.fieldErrors) {
        for (const messages of Object.values(body.fieldErrors)) expect(messages.length).toBeGreaterThan(0);
      }
      expect(await countSubmissions(ctx().db)).toBe(before);
    },
  );

  it('answers every error with field errors a form can show next to its fields', async () => {
    const response = await postJson({ formType: 'job', privacy: 'on' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Please enter your name',
      fieldErrors: {
        name: ['Please enter your name'],
        email: ['Please enter your email address'],
        phone: ['Please enter your phone number'],
        experience: ['Please describe your relevant experience'],
      },
      // The same problems as keys, for a client that shows them in another language (issue 23).
      code: 'name_required',
      fieldErrorCodes: {
        name: ['name_required'],
        email: ['email_required'],
        phone: ['phone_required'],
        experience: ['experience_required'],
      },
    });
  });

  it('keeps the table after an SQL fragment', async () => {
    await postJson(companyPayload({ name: "Robert'); DROP TABLE contact_submissions; --" }));
    const { rows } = await sql<{ n: number }>`select count(*) as n from contact_submissions`.execute(ctx().db);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it('never answers 5xx to random bodies', async () => {
    const seeded = (seed: number) => () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const random = seeded(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const values = [
      '',
      'x',
      42,
      -1,
      1e308,
      null,
      true,
      [],
      {},
      ['a'],
      { $gt: '' },
      'a'.repeat(6000),
      '\u0000',
      '🚀',
      'company',
      'job',
      'on',
      'https://www.linkedin.com/in/x',
      'a@b.co',
      Date.now() - 10_000,
    ] as const;
    const fields = [...contactFieldNames, 'other'];
    const before = await countSubmissions(ctx().db);
    let accepted = 0;
    for (let index = 0; index < 200; index++) {
      const body: Record<string, unknown> = {};
      for (const field of fields) if (random() < 0.6) body[field] = pick(values);
      const kind = random();
      const response =
        kind < 0.6
          ? await postJson(body)
          : kind < 0.8
            ? await ctx().app.inject({
                method: 'POST',
                url: '/api/contact',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: Object.entries(body)
                  .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
                  .join('&'),
              })
            : await postJson(JSON.stringify(body).slice(0, Math.floor(random() * 200)));
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      if (response.statusCode === 200 || response.headers.location?.startsWith('/contact/thank-you')) accepted += 1;
    }
    expect(await countSubmissions(ctx().db)).toBe(before + accepted);
  });
});
