import { useEffect, useState } from 'react';
import type { PasswordStrength } from '#contracts/password-strength.ts';
import { cn } from '#app/lib/cn.ts';

type Estimate = (password: string, userInputs?: string[]) => PasswordStrength;

let loading: Promise<Estimate> | undefined;
/** zxcvbn and its dictionaries (about 1 MB) load on first use, on the admin pages only. */
const loadEstimate = () =>
  (loading ??= import('#contracts/password-strength.ts').then((module) => module.passwordStrength));

const tones = ['bg-danger-600', 'bg-danger-600', 'bg-tone-amber', 'bg-success-600', 'bg-success-600'] as const;

/** The strength of a new password while it is typed, with the same estimate the server checks. */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
  id,
}: {
  password: string;
  userInputs?: string[];
  id?: string;
}) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let live = true;
    void loadEstimate().then((loaded) => live && setEstimate(() => loaded));
    return () => {
      live = false;
    };
  }, []);
  const strength = estimate && password ? estimate(password, userInputs) : null;
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite" data-testid="password-strength">
      <div className="grid grid-cols-5 gap-1" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 rounded-full bg-gray-200',
              strength && step <= strength.score && tones[strength.score],
            )}
          />
        ))}
      </div>
      <p className="text-sm text-gray-700">
        {strength ? (
          <>
            <span className="font-semibold">Strength: {strength.label}.</span>{' '}
            {strength.ok ? 'Good enough.' : (strength.warning ?? 'Add more words or characters.')}
          </>
        ) : (
          'At least 8 characters; a few unrelated words work well.'
        )}
      </p>
    </div>
  );
}
