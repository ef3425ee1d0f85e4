/**
 * The feedback form (SPEC §7 Support.sendFeedback): a guest leaves an e-mail to be answered at, a
 * player is answered at the account's contacts. SPEC §5 rules through the app's form state (CMS messages and
 * strategy); the platform's own refusals land under their fields. What the player typed survives every failure; a
 * sent message is confirmed in words, with the address the answer goes to.
 */
import { useContext, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../api/errors.ts';
// The platform's bounds, the rule the sandbox checks requests with (decision 037): a question one can answer, not a book.
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../api/requests/support.ts';
import { useT } from '../../i18n/index.ts';
import { email, required, resolveMessage, type Failure } from '../../lib/validation.ts';
import { useWrite } from '../../server-data/writes.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FormValidation, useForm, type FormRule } from '../../ui/use-form.ts';
import { sendFeedbackMessage } from './support-data.ts';

type Field = 'email' | 'subject' | 'message';

const messageRule: FormRule<Field> = (value) => {
  const missing = required(value);
  if (missing) return missing;
  if (value.trim().length < FEEDBACK_MIN) return { key: 'minLength', params: { min: FEEDBACK_MIN } } satisfies Failure;
  return value.length > FEEDBACK_MAX ? ({ key: 'maxLength', params: { max: FEEDBACK_MAX } } satisfies Failure) : undefined;
};

/** The platform's error_data key for a field → the rule message shown under it. */
const SERVER_KEYS: Record<string, Failure> = {
  REQUIRED: { key: 'required' },
  MIN_LENGTH: { key: 'minLength', params: { min: FEEDBACK_MIN } },
  MAX_LENGTH: { key: 'maxLength', params: { max: FEEDBACK_MAX } },
  WRONG_EMAIL: { key: 'email' },
};

export function FeedbackForm() {
  const t = useT();
  const headingId = useId();
  const { info } = useSnapshot(sessionState);
  const player = isAuthenticated(info);
  const form = useForm<Field>({ email: '', subject: '', message: '' }, player ? { message: messageRule } : { email, message: messageRule });
  const [sentTo, setSentTo] = useState<string | null | undefined>(undefined);
  const { messages } = useContext(FormValidation);
  const send = useWrite({
    validate: form.submit,
    run: () => {
      const { values } = form;
      return sendFeedbackMessage({ text: values.message.trim(), ...(player ? {} : { email: values.email.trim() }), ...(values.subject.trim() ? { subject: values.subject.trim() } : {}) });
    },
    done: () => {
      setSentTo(player ? null : form.values.email.trim());
      form.reset();
      return undefined;
    },
    fail: (error) => {
      const fields = isApiError(error) ? error.errorData : {};
      let placed = false;
      for (const [name, keys] of Object.entries(fields)) {
        const field = name === 'text' ? 'message' : name;
        const failure = SERVER_KEYS[keys[0] ?? ''];
        if ((field === 'message' || field === 'email' || field === 'subject') && failure) {
          form.setError(field, resolveMessage(failure, t, messages));
          placed = true;
        }
      }
      return placed ? null : t('support.feedback.failed');
    },
  });

  if (sentTo !== undefined) {
    return (
      <section className="support__card" aria-labelledby={headingId}>
        <div role="status">
          <h2 id={headingId} className="support__heading">
            {t('support.feedback.sentTitle')}
          </h2>
          <p className="support__text">{sentTo ? t('support.feedback.sentGuest', { email: sentTo }) : t('support.feedback.sentPlayer')}</p>
        </div>
        <Button variant="secondary" onClick={() => setSentTo(undefined)}>
          {t('support.feedback.another')}
        </Button>
      </section>
    );
  }

  const message = form.field('message');
  const messageHint = `${headingId}-hint`;
  return (
    <section className="support__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="support__heading">
        {t('support.feedback.title')}
      </h2>
      <p className="support__text">{t('support.feedback.text')}</p>
      <form
        noValidate
        aria-labelledby={headingId}
        className="support__form"
        onSubmit={send.submit}
      >
        {player ? null : <TextField label={t('support.feedback.email')} type="email" inputMode="email" autoComplete="email" {...form.field('email')} />}
        <TextField label={t('support.feedback.subject')} maxLength={100} {...form.field('subject')} />
        <div className="omad-field">
          <label className="omad-field__label" htmlFor={`${headingId}-message`}>
            {t('support.feedback.message')}
          </label>
          <textarea
            id={`${headingId}-message`}
            className="support__textarea"
            rows={5}
            maxLength={FEEDBACK_MAX}
            aria-invalid={message.error ? true : undefined}
            aria-describedby={messageHint}
            name={message.name}
            value={message.value}
            onChange={message.onChange}
            onBlur={message.onBlur}
          />
          <p id={messageHint} className={message.error ? 'omad-field__error' : 'omad-field__hint'} role={message.error ? 'alert' : undefined}>
            {message.error ?? t('support.feedback.messageHint')}
          </p>
        </div>
        <FormError error={send.error} />
        <Button type="submit" stretched loading={send.busy}>
          {t('support.feedback.send')}
        </Button>
      </form>
    </section>
  );
}
