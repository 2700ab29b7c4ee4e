import { repositoryVacancies } from '../helpers/content.ts';
import { describe, expect, it } from 'vitest';
import { contactInterestValues, interestLabel, jobFormPositions } from '#contracts/contact-fields.ts';
import { ContactFormSchema, ContactSubmissionSchema, contactErrorCodes, contactFailure } from '#contracts/contact.ts';
import { keyedErrors } from '#contracts/error-codes.ts';
import type { z } from 'zod';
import { ConfigError, loadConfig } from '#server/config.ts';
import { detectCvType } from '#contracts/cv-file.ts';
import { sanitiseCvFilename } from '#server/contact/cv-file.ts';
import { spamReason } from '#server/contact/spam.ts';
import { companyPayload, docxFile, exeFile, jobPayload, pdfFile, rtfFile, zipFile } from '../helpers/contact.ts';

const parse = (input: unknown) => ContactSubmissionSchema.safeParse(input);
/** The schema's issues as the server words them in English. */
const contactErrors = (error: z.ZodError) => keyedErrors(contactErrorCodes(error), 'en');
const errorsOf = (input: unknown) => {
  const result = parse(input);
  return result.success ? {} : contactErrors(result.error).fieldErrors;
};

describe('the contact schema (shared by the form and the server)', () => {
  it('offers the open vacancies and Other as positions, and takes any one-line title the server then checks', () => {
    expect(jobFormPositions(repositoryVacancies)).toEqual([...repositoryVacancies, 'Other']);
    expect(repositoryVacancies).toEqual([
      'Machine Learning Engineer',
      'Head of Implementation',
      'Implementation Lead',
      'Gen-AI Consultant',
    ]);
    expect([...contactInterestValues]).toEqual(['implementation', 'academy', 'partnership', 'other']);
    expect(contactInterestValues.map((value) => interestLabel(value))).toEqual([
      'AI Implementation',
      'Rebels Academy',
      'Partnership Opportunities',
      'Other',
    ]);
    expect(contactInterestValues.map((value) => interestLabel(value, 'nl'))).toEqual([
      'AI-implementatie',
      'Rebels Academy',
      'Samenwerkingsmogelijkheden',
      'Anders',
    ]);
  });

  it('parses a company inquiry: trimmed, interest defaulted, job fields dropped', () => {
    const result = parse({ ...companyPayload({ name: '  Ada  ', interest: '' }), position: 'Other', experience: 'x' });
    expect(result.success && result.data).toMatchObject({
      formType: 'company',
      name: 'Ada',
      interest: 'implementation',
      position: undefined,
      experience: undefined,
    });
  });

  it('takes the job form experience from message when only message is sent (spec §7)', () => {
    const result = parse(jobPayload({ experience: undefined, message: 'Ten years of NLP' }));
    expect(result.success && result.data).toMatchObject({
      experience: 'Ten years of NLP',
      message: 'Ten years of NLP',
      interest: undefined,
    });
  });

  it('lets the API payload leave privacy out, while the form requires the checkbox', () => {
    expect(parse(companyPayload({ privacy: undefined })).success).toBe(true);
    const form = ContactFormSchema.safeParse(companyPayload({ privacy: undefined }));
    expect(form.success ? {} : contactErrors(form.error).fieldErrors).toEqual({
      privacy: ['Please accept the privacy policy'],
    });
    expect(errorsOf(companyPayload({ privacy: false }))).toEqual({ privacy: ['Please accept the privacy policy'] });
  });

  it('reads an HTML checkbox (privacy=on) and a JSON boolean alike', () => {
    expect(parse(companyPayload({ privacy: 'on' })).success).toBe(true);
    expect(parse(companyPayload({ privacy: true })).success).toBe(true);
    expect(errorsOf(companyPayload({ privacy: 'off' }))).toEqual({ privacy: ['Please accept the privacy policy'] });
  });

  it('names each missing field with the message a form shows', () => {
    expect(errorsOf({ formType: 'company', privacy: true })).toEqual({
      name: ['Please enter your name'],
      email: ['Please enter your email address'],
      company: ['Please enter your company name'],
      message: ['Please enter your message'],
    });
  });

  it('keys each problem, so a Dutch page shows the same problems in Dutch', () => {
    const result = ContactFormSchema.safeParse({ formType: 'company', email: 'geen-adres', message: 'x'.repeat(5001) });
    const codes = result.success ? {} : contactErrorCodes(result.error);
    expect(codes).toMatchObject({
      name: ['name_required'],
      email: ['email_invalid'],
      company: ['company_required'],
      message: ['too_long'],
      privacy: ['privacy_required'],
    });
    expect(keyedErrors(codes, 'nl').fieldErrors).toMatchObject({
      name: ['Vul je naam in'],
      email: ['Vul een geldig e-mailadres in'],
      company: ['Vul de naam van je organisatie in'],
      message: ['Bericht mag maximaal 5000 tekens bevatten'],
      privacy: ['Ga akkoord met het privacybeleid'],
    });
  });

  it.each(['ada@example.com', 'ada.lovelace+contact@sub.example.co.uk', 'zoë@例え.jp', "o'brien@example.ie"])(
    'accepts the e-mail address %s',
    (email) => {
      expect(errorsOf(companyPayload({ email }))).toEqual({});
    },
  );

  it.each(['https://www.linkedin.com/in/ada', 'https://linkedin.com/in/ada', 'https://nl.linkedin.com/in/ada?x=1'])(
    'accepts the LinkedIn URL %s',
    (linkedin) => {
      expect(errorsOf(jobPayload({ linkedin }))).toEqual({});
    },
  );

  it('allows line breaks in long texts but not other control characters', () => {
    expect(errorsOf(companyPayload({ message: 'line one\r\nline two\ttabbed' }))).toEqual({});
    expect(errorsOf(companyPayload({ message: 'bell\u0007' }))).toEqual({
      message: ['Message contains characters that are not allowed'],
    });
  });
});

describe('CV files by magic bytes', () => {
  it.each([
    ['PDF', pdfFile(), 'pdf'],
    ['DOCX', docxFile(), 'docx'],
    ['RTF', rtfFile(), 'rtf'],
    ['an executable', exeFile(), null],
    ['a ZIP without word/document.xml', zipFile({ 'xl/workbook.xml': '<x/>' }), null],
    ['a truncated ZIP', docxFile().subarray(0, 40), null],
    ['an empty file', Buffer.alloc(0), null],
    ['HTML', Buffer.from('<html><script>alert(1)</script>'), null],
  ])('recognises %s', (_label, data, type) => {
    expect(detectCvType(data)).toBe(type);
  });

  it('sanitises names and forces the detected extension', () => {
    expect(sanitiseCvFilename('../../etc/passwd.rtf', 'rtf')).toBe('passwd.rtf');
    expect(sanitiseCvFilename('C:\\Users\\ada\\My CV (2026).pdf', 'pdf')).toBe('My CV (2026).pdf');
    expect(sanitiseCvFilename('cv.exe', 'pdf')).toBe('cv.pdf');
    expect(sanitiseCvFilename('"; evil=1\r\n.docx', 'docx')).toBe('evil_1.docx');
    expect(sanitiseCvFilename(undefined, 'pdf')).toBe('cv.pdf');
    expect(sanitiseCvFilename('Zoë Müller.pdf', 'pdf')).toBe('Zoë Müller.pdf');
  });
});

describe('spam signals', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [{ startedAt: now.getTime() - 10_000 }, null],
    [{ startedAt: String(now.getTime() - 10_000) }, null],
    // The page's start is no fill time: a person may open the form and autofill it at once.
    [{ startedAt: now.getTime() - 1000 }, null],
    // A clock a little ahead is a clock, not a bot.
    [{ startedAt: now.getTime() + 60_000 }, null],
    [{ startedAt: now.getTime() + 10 * 60_000 }, 'form_age'],
    [{ startedAt: now.getTime() - 25 * 3_600_000 }, 'form_age'],
    [{ startedAt: 'soon' }, 'form_age'],
    [{ startedAt: 1.5e300 }, 'form_age'],
    [{}, null],
    [{ startedAt: '' }, null],
    [{ startedAt: null }, null],
    [{ startedAt: ['1'] }, 'form_age'],
    [{ startedAt: now.getTime() - 10_000, website: 'x' }, 'honeypot'],
    [{ startedAt: now.getTime() - 10_000, website: '  ' }, null],
    [{ startedAt: now.getTime() - 10_000, website: ['x'] }, 'honeypot'],
    // Fill time counts from the first interaction, and only against a form that was typed.
    [{ fillMs: 1500, typedKeys: 80 }, 'fill_time'],
    [{ fillMs: '2999', typedKeys: '20' }, 'fill_time'],
    [{ fillMs: 3000, typedKeys: 80 }, null],
    [{ fillMs: 1500, typedKeys: 19 }, null],
    [{ fillMs: 800, typedKeys: 0 }, null],
    [{ fillMs: 800 }, null],
    [{ fillMs: '800', typedKeys: '' }, null],
    [{ fillMs: '', typedKeys: 90 }, null],
    [{ fillMs: 'fast', typedKeys: 3 }, 'fill_time'],
    [{ fillMs: 800, typedKeys: -4 }, 'fill_time'],
    [{ fillMs: 800, typedKeys: 90, website: 'x' }, 'honeypot'],
  ])('%o is spam for: %s', (fields, reason) => {
    expect(spamReason(fields, now)).toBe(reason);
  });
});

describe('mail and contact configuration', () => {
  it('defaults to .eml files, the site address and 5 posts per 10 minutes', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/rebels' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      dir: '/tmp/rebels/mail',
      from: '"Rebels" <no-reply@rebels-ai.nl>',
      notifyTo: 'hello@rebels-ai.nl',
      retryDelayMs: 60_000,
      leaseMs: 300_000,
    });
    expect(config.contactRateLimit).toEqual({ max: 5, windowMs: 600_000 });
  });

  it('reads SMTP_URL, MAIL_FROM, CONTACT_NOTIFY_TO and CONTACT_RATE_LIMIT', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Rebels <web@rebels-ai.nl>',
      CONTACT_NOTIFY_TO: 'sales@rebels-ai.nl',
      CONTACT_RATE_LIMIT: '100/1h',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Rebels <web@rebels-ai.nl>',
      notifyTo: 'sales@rebels-ai.nl',
    });
    expect(config.contactRateLimit).toEqual({ max: 100, windowMs: 3_600_000 });
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['CONTACT_NOTIFY_TO', 'not an address'],
    ['CONTACT_RATE_LIMIT', 'lots'],
    ['CONTACT_RATE_LIMIT', '0/10m'],
    ['CONTACT_RATE_LIMIT', '5/10d'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});

describe('the failure alert (spec §8)', () => {
  it.each([
    ['Please enter your name', 'Failed to submit your message: Please enter your name. Please try again.'],
    [
      'Too many submissions. Please try again in 10 minutes.',
      'Failed to submit your message: Too many submissions. Please try again in 10 minutes. Please try again.',
    ],
    [undefined, 'Failed to submit your message: Unknown error. Please try again.'],
    ['  ', 'Failed to submit your message: Unknown error. Please try again.'],
  ])('%j reads %j', (error, text) => {
    expect(contactFailure(error, 'en')).toBe(text);
  });
});
