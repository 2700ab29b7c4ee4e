import { companyPayload, fieldParts, jobPayload, multipartBody, pdfFile } from './contact.ts';

/** What one POST /api/contact got: a status and its body, or no answer at all. */
export type ContactOutcome = {
  /** The submitter's name, unique per submission, so rows and e-mails can be matched to it. */
  name: string;
  status: number | 'no answer';
  /** Parsed JSON, or the text when the answer was not JSON (an HTML page). */
  body: unknown;
};

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/**
 * How the submission is sent: `json` as the site's JavaScript sends a company inquiry;
 * `form` as a browser without JavaScript posts it (urlencoded, asking for HTML); `cv` a job
 * application as multipart with a PDF CV of `cvBytes`, asking for JSON.
 */
export type ContactShape = { as?: 'json' | 'form' | 'cv'; cvBytes?: number; timeoutMs?: number };

function request(baseUrl: string, name: string, { as = 'json', cvBytes = 200 * 1024 }: ContactShape) {
  // Same-origin, and startedAt a minute old: a person's submission, stored and e-mailed.
  const fields = { name, email: `${name.toLowerCase()}@example.com` };
  const origin = { origin: baseUrl };
  if (as === 'json') {
    return {
      headers: { 'content-type': 'application/json', accept: 'application/json', ...origin },
      body: JSON.stringify(companyPayload(fields)),
    };
  }
  if (as === 'form') {
    const parts = fieldParts(companyPayload(fields));
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: browserAccept, ...origin },
      body: new URLSearchParams(parts.map((part) => [part.name, part.value])).toString(),
    };
  }
  const pdf = pdfFile();
  const cv = Buffer.concat([pdf, Buffer.alloc(Math.max(0, cvBytes - pdf.length), 0x20)]);
  const multipart = multipartBody([
    ...fieldParts(jobPayload(fields)),
    { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: cv },
  ]);
  return {
    headers: { 'content-type': multipart.contentType, accept: 'application/json', ...origin },
    body: multipart.payload,
  };
}

/** One submission, unique by `name`; never throws: a dropped connection is 'no answer'. */
export async function postContact(baseUrl: string, name: string, shape: ContactShape = {}): Promise<ContactOutcome> {
  const { headers, body } = request(baseUrl, name, shape);
  try {
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(shape.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text (an HTML page)
    }
    return { name, status: response.status, body: parsed };
  } catch {
    return { name, status: 'no answer', body: null };
  }
}

/** The names whose submission was acknowledged (a 2xx, or the 303 to the thank-you page). */
export const acknowledged = (outcomes: ContactOutcome[]) =>
  outcomes.filter((outcome) => typeof outcome.status === 'number' && outcome.status < 400).map((o) => o.name);

/**
 * JSON submissions sent back to back by `concurrency` clients until stopped, each with a
 * unique name `${prefix}-${n}`. `baseUrl` is read before each request.
 */
export function contactStream(
  baseUrl: () => string,
  { prefix, concurrency = 4 }: { prefix: string; concurrency?: number },
) {
  const outcomes: ContactOutcome[] = [];
  let sent = 0;
  let stopped = false;
  const client = async () => {
    while (!stopped) {
      sent += 1;
      outcomes.push(await postContact(baseUrl(), `${prefix}-${sent}`));
    }
  };
  const clients = Array.from({ length: concurrency }, client);
  return {
    outcomes,
    /** Stops sending and resolves with every outcome once the requests in flight have settled. */
    async stop() {
      stopped = true;
      await Promise.all(clients);
      return outcomes;
    },
  };
}
