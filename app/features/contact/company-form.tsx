import { Link } from 'react-router';
import { contactFieldLabels, contactInterests, contactLimits } from '#contracts/contact-fields.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckboxField, FormField, Select, TextArea, TextInput } from '#app/components/ui/form-field.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import type { ContactPageCopy } from '#app/content/contact.ts';
import { useMounted } from '#app/lib/use-mounted.ts';
import { FormAlert } from './form-alert.tsx';
import { SpamFields } from './spam-fields.tsx';
import { SuccessView } from './success-view.tsx';
import { useContactForm } from './use-contact-form.ts';

const labels = contactFieldLabels.company;

/**
 * The 'For Companies' form. Without JavaScript it posts to the API as a plain form
 * (native validation from the same limits); with it, react-hook-form validates with the
 * shared schema and sends JSON.
 */
export function CompanyForm({ copy }: { copy: ContactPageCopy['company'] }) {
  const mounted = useMounted();
  const { form, onSubmit, submitted, failure, headingRef, successRef, sendAnother } = useContactForm({
    defaultValues: {
      formType: 'company',
      name: '',
      company: '',
      email: '',
      phone: '',
      interest: 'implementation',
      message: '',
      privacy: false,
      website: '',
      startedAt: '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <>
      <h2 ref={headingRef} id={copy.id} tabIndex={-1} className="text-2xl font-extrabold text-ink-900 outline-none">
        {copy.heading}
      </h2>
      {submitted ? (
        <SuccessView ref={successRef} form="company" onAgain={sendAnother} />
      ) : (
        <form
          method="post"
          action="/api/contact"
          noValidate={mounted}
          onSubmit={onSubmit}
          aria-labelledby={copy.id}
          className="relative mt-2 grid gap-6"
        >
          <p className="leading-relaxed text-gray-700">{copy.lead}</p>
          {/* Plain, not registered: its value must be in the prerendered HTML for posts without JavaScript. */}
          <input type="hidden" name="formType" value="company" />
          <SpamFields register={register} />
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField label={labels.name} error={errors.name?.message}>
              <TextInput autoComplete="name" required maxLength={contactLimits.name} {...register('name')} />
            </FormField>
            <FormField label={labels.company} error={errors.company?.message}>
              <TextInput
                autoComplete="organization"
                required
                maxLength={contactLimits.company}
                {...register('company')}
              />
            </FormField>
            <FormField label={labels.email} error={errors.email?.message}>
              <TextInput
                type="email"
                autoComplete="email"
                required
                maxLength={contactLimits.email}
                {...register('email')}
              />
            </FormField>
            <FormField label={labels.phone} error={errors.phone?.message}>
              <TextInput type="tel" autoComplete="tel" maxLength={contactLimits.phone} {...register('phone')} />
            </FormField>
          </div>
          <FormField label={labels.interest} error={errors.interest?.message}>
            <Select {...register('interest')}>
              {contactInterests.map((interest) => (
                <option key={interest.value} value={interest.value}>
                  {interest.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={labels.message} error={errors.message?.message}>
            <TextArea required maxLength={contactLimits.message} rows={6} {...register('message')} />
          </FormField>
          <CheckboxField
            required
            error={errors.privacy?.message}
            label={
              <>
                {copy.privacy}{' '}
                <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
                  privacy policy
                </Link>
                .
              </>
            }
            {...register('privacy')}
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          <div>
            <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting && <Spinner className="size-4 border-white/40 border-t-white" />}
              {isSubmitting ? copy.submitting : copy.submit}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
