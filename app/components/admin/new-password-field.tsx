import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/**
 * A password one chooses for oneself (a password change, an invitation) and its strength, shown while it is typed.
 * What is typed stays with the form (`typed`, `onTyped`), which may clear it.
 */
export function NewPasswordField({
  label,
  name,
  error,
  typed,
  onTyped,
  userInputs,
}: {
  label: string;
  name: string;
  error?: string;
  typed: string;
  onTyped: (password: string) => void;
  /** The account's name, which a strong password does not lean on. */
  userInputs: string[];
}) {
  const meterId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Typed or autofilled before hydration: the meter starts from what is in the field.
  const fromField = useEffectEvent(() => {
    if (field.current?.value) onTyped(field.current.value);
  });
  useEffect(() => fromField(), []);
  return (
    <>
      <FormField label={label} error={error}>
        <TextInput
          type="password"
          ref={field}
          name={name}
          autoComplete="new-password"
          minLength={8}
          required
          aria-describedby={meterId}
          onInput={(event) => onTyped(event.currentTarget.value)}
        />
      </FormField>
      <PasswordStrengthMeter id={meterId} password={typed} userInputs={userInputs} />
    </>
  );
}
