// All legal documents. The first three have their own routes; the general conditions are
// offered as a PDF in the footer. Checked by LegalDocSchema in app/.server/content.ts.
import { cookiePolicy } from './cookie-policy.ts';
import { generalConditions } from './general-conditions.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { privacyStatementJobs } from './privacy-statement-jobs.ts';

export const legalFiles = { cookiePolicy, privacyPolicy, privacyStatementJobs, generalConditions };

export type LegalSlug = 'cookie-policy' | 'privacy-policy' | 'privacy-statement-jobs' | 'general-conditions';
