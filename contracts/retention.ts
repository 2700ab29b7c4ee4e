// How long submissions are kept; the build reads the same variables, so the privacy texts match (decision 0021).
export const retentionDefaults = { days: 365, jobDays: 28 } as const;

export type Retention = { days: number; jobDays: number };

export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

const positiveDays = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value.trim() === '') return fallback;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw new Error(`${name} must be a whole number of days (1–3650)`);
  return days;
};

export function retentionFromEnv(env: Record<string, string | undefined>): Retention {
  return {
    days: positiveDays(env.RETENTION_DAYS, retentionDefaults.days, 'RETENTION_DAYS'),
    jobDays: positiveDays(env.JOB_RETENTION_DAYS, retentionDefaults.jobDays, 'JOB_RETENTION_DAYS'),
  };
}

declare const __RETENTION__: Retention | undefined;
/** The periods this build states (vite.config.ts defines them from the environment); the defaults elsewhere. */
export const builtRetention: Retention = typeof __RETENTION__ !== 'undefined' ? __RETENTION__ : retentionDefaults;
