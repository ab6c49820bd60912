import { MAX_MESSAGE_CHARS } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useSendMessage } from '../api/send-message';
import { uploadConversationPhoto } from '../api/upload-photo';

/**
 * The composer (docs/product.md#conversations): words and a photo (uploaded first, then sent with the
 * message by its id), under the shop's warning never to pay outside Best Bikes.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const id = useId();
  const send = useSendMessage(conversationId);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const words = text.trim();
    if (!words && !photo) return setError(translateExternal('Please write a message or add a photo.'));
    setBusy(true);
    setError(null);
    try {
      const photoId = photo ? await uploadConversationPhoto(conversationId, photo) : undefined;
      await send.mutateAsync({ text: words, ...(photoId ? { photoId } : {}) });
      setText('');
      setPhoto(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (failure) {
      setError(translateExternal(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-2" onSubmit={submit} noValidate data-testid="composer">
      <p
        className="rounded-box border-s-4 border-warning bg-base-200 px-3 py-2 text-sm font-semibold"
        id={`${id}-guard`}
      >
        <Trans>Never pay outside Best Bikes.</Trans>{' '}
        <span className="font-normal">
          <Trans>Pay through the shop, where your money is held until you have the bike.</Trans>
        </span>
      </p>
      <label htmlFor={`${id}-text`} className="sr-only">
        <Trans>Message</Trans>
      </label>
      <textarea
        id={`${id}-text`}
        className="textarea w-full"
        rows={2}
        maxLength={MAX_MESSAGE_CHARS}
        placeholder={t`Write a message`}
        value={text}
        aria-describedby={`${id}-guard${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <label className="btn btn-outline btn-sm">
          <Trans>Add a photo</Trans>
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            data-testid="message-photo"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
        </label>
        {photo ? (
          <span className="max-w-[12rem] truncate text-sm" data-testid="photo-chosen">
            {photo.name}
          </span>
        ) : null}
        <button type="submit" className="btn btn-primary btn-sm ms-auto" disabled={busy}>
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
