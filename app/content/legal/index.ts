// All legal documents. The first three have their own routes; the general
// conditions are offered as a PDF in the footer.
import type { LegalDoc } from '../schema.ts';
import { cookiePolicy } from './cookie-policy.ts';
import { generalConditions } from './general-conditions.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { privacyStatementJobs } from './privacy-statement-jobs.ts';

export { cookiePolicy, generalConditions, privacyPolicy, privacyStatementJobs };

export const legalDocs: LegalDoc[] = [cookiePolicy, privacyPolicy, privacyStatementJobs, generalConditions];

export type LegalSlug = 'cookie-policy' | 'privacy-policy' | 'privacy-statement-jobs' | 'general-conditions';

export function getLegalDoc(slug: string): LegalDoc | undefined {
  return legalDocs.find((doc) => doc.slug === slug);
}
