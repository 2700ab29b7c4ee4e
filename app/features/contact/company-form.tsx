import { Link } from 'react-router';
import { contactFieldLabels, contactInterests, contactLimits } from '#contracts/contact-fields.ts';
import { CheckboxField, FormField, Select, TextArea, TextInput } from '#app/components/ui/form-field.tsx';
import type { ContactPageCopy } from '#app/content/contact.ts';
import { ContactFormShell } from './contact-form-shell.tsx';
import { useContactForm } from './use-contact-form.ts';

const labels = contactFieldLabels.company;

/**
 * The 'For Companies' form. Without JavaScript it posts to the API as a plain form
 * (native validation from the same limits); with it, react-hook-form validates with the
 * shared schema and sends JSON.
 */
export function CompanyForm({ copy }: { copy: ContactPageCopy['company'] }) {
  const controller = useContactForm({
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
    formState: { errors },
  } = controller.form;

  return (
    <ContactFormShell formType="company" copy={copy} controller={controller}>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={labels.name} error={errors.name?.message}>
          <TextInput autoComplete="name" required maxLength={contactLimits.name} {...register('name')} />
        </FormField>
        <FormField label={labels.company} error={errors.company?.message}>
          <TextInput autoComplete="organization" required maxLength={contactLimits.company} {...register('company')} />
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
    </ContactFormShell>
  );
}
