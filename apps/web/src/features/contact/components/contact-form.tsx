import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useSendContact } from '../api/send-contact';

/** docs/product.md#screens/§5 contact form: the browser checks name and e-mail; the message is optional. */
export function ContactForm() {
  const send = useSendContact();
  const { t } = useLingui();
  const id = useId();
  // The answer shows under the button, which on a phone is at the bottom of the screen (or under the
  // keyboard): it is brought into view where the person is looking.
  const answer = useRef<HTMLDivElement>(null);
  const answered = send.isSuccess || send.isError;
  useEffect(() => {
    if (!answered) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    answer.current?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [answered]);
  const thanks = (name: string, email: string) =>
    t`Thank you ${name}, your message has been sent. We will get back to you at ${email}.`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    send.mutate(
      {
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        message: String(data.get('message') ?? ''),
      },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="card-body gap-3"
      aria-label={t`Contact form`}
      data-testid="contact-form"
    >
      <label className="form-control w-full" htmlFor={`${id}-name`}>
        <span className="label-text mb-1 block font-semibold">
          <Trans>Name</Trans>
        </span>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          maxLength={100}
          autoComplete="name"
          placeholder={t`Your Name`}
          className="input input-bordered w-full"
        />
      </label>
      <label className="form-control w-full" htmlFor={`${id}-email`}>
        <span className="label-text mb-1 block font-semibold">
          <Trans>Email</Trans>
        </span>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t`Your Email`}
          className="input input-bordered w-full"
        />
      </label>
      <label className="form-control w-full" htmlFor={`${id}-message`}>
        <span className="label-text mb-1 block font-semibold">
          <Trans>Message</Trans>
        </span>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          maxLength={5000}
          placeholder={t`Write Message`}
          className="textarea textarea-bordered w-full"
        />
      </label>
      <button type="submit" className="btn btn-primary mt-2" disabled={send.isPending}>
        {send.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        <Trans>Send Message</Trans>
      </button>
      <div ref={answer}>
        {send.isSuccess ? (
          <div role="status" className="alert alert-success" data-testid="contact-confirmation">
            {/* The server's thanks, in the reader's language: written here from what was sent. */}
            <span>{thanks(send.variables.name, send.variables.email)}</span>
          </div>
        ) : null}
        {send.isError ? (
          <div role="alert" className="alert alert-error">
            <span>{translateExternal(errorMessage(send.error))}</span>
          </div>
        ) : null}
      </div>
    </form>
  );
}
