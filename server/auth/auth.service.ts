import type { Db } from '../db/connect.ts';
import { createAccountService } from './account/account.service.ts';
import type { ScryptCost } from './password.ts';
import { createSecondFactorService } from './second-factor/second-factor.service.ts';
import { createSessionService } from './session/session.service.ts';

export type AuthService = ReturnType<typeof createAuthService>;

/** The three parts, each built on the ones before it: sessions, second factors, accounts. */
export function createAuthService({ db, now, cost }: { db: Db; now?: () => Date; cost?: ScryptCost }) {
  const sessions = createSessionService({ db, now, cost });
  const secondFactors = createSecondFactorService({ db, sessions, now, cost });
  const accounts = createAccountService({ db, sessions, secondFactors, now, cost });
  return { sessions, secondFactors, accounts };
}
