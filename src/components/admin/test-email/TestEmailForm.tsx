import { useEffect, useId, useState } from 'react';
import type { TestEmailCopy, TestEmailField } from '../../../content/admin/index.ts';
import { type LeadErrors, leadMaxLength } from '../../../domain/lead/limits.ts';
import { loadLeadRules } from '../../forms/lead-rules.ts';
import { useJsonFormPost } from '../../forms/useJsonFormPost.ts';
import { ProductSelect } from '../../lead/ProductSelect.tsx';
import type { ProductChoice } from '../../lead/product-choices.ts';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import { TestEmailContactFields } from './TestEmailContactFields.tsx';
import { TestEmailError } from './TestEmailError.tsx';
import styles from './TestEmailForm.module.css';
import { TestEmailSent } from './TestEmailSent.tsx';

export type TestEmailFormCopy = Pick<
  TestEmailCopy,
  | 'fields'
  | 'allRequired'
  | 'optional'
  | 'productPlaceholder'
  | 'sample'
  | 'submit'
  | 'submitting'
  | 'failed'
  | 'errorDetail'
  | 'noErrorText'
  | 'requestFailed'
  | 'messages'
>;

export type TestEmailInitial =
  | { status: 'sent' }
  | {
      status: 'idle';
      values: Record<TestEmailField, string>;
      errors: LeadErrors;
      /** The transport's error text of a post without JavaScript, or null. */
      sendError: string | null;
    };

interface Props {
  copy: TestEmailFormCopy;
  /** The page itself: where the form posts without JavaScript. */
  action: string;
  /** The JSON endpoint the island posts to. */
  endpoint: string;
  sent: { title: string; body: string; again: string };
  initial: TestEmailInitial;
  /** The product choices, named in Japanese (the staff's language). */
  products: readonly ProductChoice[];
}

/**
 * The admin test e-mail form (island). Without JavaScript it posts to the page, which answers
 * with the outcome; hydrated, it checks the brochure rules (minus the agreement) first, posts
 * JSON, reads 送信中... and is disabled while sending, and then shows the green confirmation
 * in place of the form, or the red banner with the transport's error above the kept form.
 */
export function TestEmailForm({ copy, action, endpoint, sent, initial, products }: Props) {
  const uid = useId();
  const [isSent, setIsSent] = useState(initial.status === 'sent');
  const [values, setValues] = useState<Record<TestEmailField, string>>(
    initial.status === 'idle' ? initial.values : copy.sample,
  );
  // A new key remounts the form, so "send again" starts from the sample data (form reset).
  const [formKey, setFormKey] = useState(0);
  const [justSent, setJustSent] = useState(false);

  useEffect(() => void loadLeadRules(), []);

  const { formRef, enhanced, submitting, submitted, errors, failure, onSubmit } = useJsonFormPost({
    endpoint,
    validate: async (data) => {
      const check = (await loadLeadRules()).validateTestEmailWithMessages(data, copy.messages);
      return check.ok ? null : check.errors;
    },
    read: (response, body) =>
      response.ok && body.ok === true
        ? { ok: true }
        : {
            ok: false,
            message: (body.sendError as string | undefined) || (response.ok ? copy.noErrorText : copy.requestFailed),
          },
    requestFailed: copy.requestFailed,
    onSuccess: () => {
      setValues(copy.sample);
      setFormKey((k) => k + 1);
      setJustSent(true);
      setIsSent(true);
    },
    initial: initial.status === 'idle' ? { errors: initial.errors, failure: initial.sendError } : undefined,
  });

  if (isSent) {
    return (
      <TestEmailSent
        title={sent.title}
        body={sent.body}
        again={{ href: action, label: sent.again }}
        onAgain={enhanced ? () => setIsSent(false) : undefined}
        focusOnMount={justSent}
      />
    );
  }

  const id = (name: 'product' | 'purpose') => `${uid}-${name}`;
  const invalid = (name: 'product' | 'purpose') => (errors[name] ? true : undefined);

  return (
    <form
      key={formKey}
      ref={formRef}
      className={styles.form}
      method="post"
      action={action}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-busy={submitting}
      data-test-email-form=""
      data-status={submitting ? 'submitting' : 'idle'}
    >
      {failure !== null ? (
        <TestEmailError title={copy.failed} detailLabel={copy.errorDetail} detail={failure} submitted={submitted} />
      ) : null}
      <p className={styles.note}>{copy.allRequired}</p>
      <TestEmailContactFields copy={copy} idPrefix={uid} values={values} errors={errors} />
      <FormField id={id('product')} label={copy.fields.product.label} error={errors.product}>
        {(describedBy) => (
          <ProductSelect
            id={id('product')}
            defaultValue={values.product}
            invalid={invalid('product')}
            describedBy={describedBy}
            placeholder={copy.productPlaceholder}
            choices={products}
          />
        )}
      </FormField>
      <FormField id={id('purpose')} label={copy.fields.purpose.label} error={errors.purpose}>
        {(describedBy) => (
          <textarea
            id={id('purpose')}
            name="purpose"
            rows={4}
            maxLength={leadMaxLength.purpose}
            defaultValue={values.purpose}
            required
            aria-invalid={invalid('purpose')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <AdminButton disabled={submitting}>{submitting ? copy.submitting : copy.submit}</AdminButton>
      </div>
    </form>
  );
}
