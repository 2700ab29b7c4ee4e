import { useEffect, useMemo, useRef } from 'react';
import { contactFieldLabels, contactLimits, jobFormPositions, positionLabel } from '#contracts/contact-fields.ts';
import { cvProblem, cvUpload } from '#contracts/cv-file.ts';
import { m } from '#contracts/i18n/messages.js';
import { FileInput, FormField, Select, TextArea, TextInput } from '#app/components/ui/form-field.tsx';
import type { ContactPageCopy } from '#contracts/content/contact-page.ts';
import type { ContactFormValues } from './send-contact.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { EmailField, NameField, PhoneField, PrivacyConsent } from './person-fields.tsx';
import { ContactFormShell } from './contact-form-shell.tsx';
import { type FieldErrors, useContactForm } from './use-contact-form.ts';

/** The chosen CV's problem (an error code), from its size and its bytes (the server checks the same way). */
async function checkCv({ cv: file }: ContactFormValues): Promise<FieldErrors> {
  if (!file) return {};
  if (file.size > cvUpload.maxBytes) return { cv: 'cv_too_large' };
  const problem = cvProblem(new Uint8Array(await file.arrayBuffer()));
  return problem ? { cv: problem } : {};
}

type JobFormProps = {
  copy: ContactPageCopy['job'];
  /** A position to preselect (from ?position=); ignored unless it is one of the options. */
  position: string | null;
  /** The open vacancies' titles, from the content the page was rendered with. */
  vacancies: readonly string[];
};

/** The 'Job Application' form, with an optional CV sent as multipart. */
export function JobForm({ copy, position, vacancies }: JobFormProps) {
  const positions = useMemo(() => jobFormPositions(vacancies), [vacancies]);
  const controller = useContactForm({ extraChecks: checkCv });
  const { errors } = controller;
  const locale = useLocale();
  const labels = contactFieldLabels(locale).job;
  const positionSelect = useRef<HTMLSelectElement>(null);

  // The query string counts once hydrated (the prerender is the same for every query); a
  // position the visitor chose before that stays, and a fresh form after a success gets it again.
  useEffect(() => {
    const select = positionSelect.current;
    if (select && select.value === '' && position && positions.includes(position)) {
      select.value = position;
    }
  }, [position, positions, controller.submitted]);

  return (
    <ContactFormShell formType="job" copy={copy} controller={controller} encType="multipart/form-data">
      <div className="grid gap-6 sm:grid-cols-2">
        <NameField label={labels.name} errors={errors} />
        <EmailField label={labels.email} errors={errors} />
        <PhoneField label={labels.phone} errors={errors} required />
        <FormField label={labels.linkedin} error={errors.linkedin}>
          {/* A text field with the URL keyboard: HTML_CodeSniffer (pa11y) wrongly rejects autocomplete="url"
              on type="url", and the shared schema checks the address in the browser and on the server. */}
          <TextInput
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.linkedin.com/in/…"
            maxLength={contactLimits.linkedin}
            name="linkedin"
          />
        </FormField>
      </div>
      <FormField label={labels.position} error={errors.position}>
        <Select ref={positionSelect} name="position" defaultValue="">
          <option value="">{copy.positionPlaceholder}</option>
          {positions.map((title) => (
            <option key={title} value={title}>
              {positionLabel(title, locale)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={labels.experience} error={errors.experience}>
        <TextArea required maxLength={contactLimits.experience} rows={6} name="experience" />
      </FormField>
      <FormField label={labels.cv} hint={m.form_cv_hint({}, { locale })} error={errors.cv}>
        <FileInput accept={cvUpload.accept} name="cv" />
      </FormField>
      <PrivacyConsent text={copy.privacy} errors={errors} forApplicants />
    </ContactFormShell>
  );
}
