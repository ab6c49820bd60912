import { MAX_PHOTOS } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { MediaImage } from '../../../components/ui/media-image';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { choosePhotos, makeCover, movePhoto, removePhoto } from '../lib/photo-list';
import { uploadImageWithProgress } from '../lib/upload-with-progress';

interface Upload {
  key: number;
  file: File;
  name: string;
  progress: number;
  error?: string;
  abort: AbortController;
}

const TILE_SIZES = '(min-width: 640px) 180px, 45vw';

/**
 * A bike's photos (docs/product.md#seller-and-admin-tools): choose up to 8, each uploads at once with its own progress bar (one at a
 * time, so on slow mobile data the first finishes first), then reorder them by dragging or with the
 * buttons under each (move left or right, make cover, remove). The first is the cover.
 *
 * Controlled: `value` is the ordered list of uploaded media URLs and `onChange` gets the new list, so
 * the add and edit forms share it. `onPendingChange` says how many uploads are still running (a form
 * waits for them before it saves).
 */
export function PhotoPicker({
  id,
  value,
  onChange,
  onPendingChange,
  error,
  label,
}: {
  id: string;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  onPendingChange?: (pending: number) => void;
  error?: string;
  label?: string;
}) {
  const { t } = useLingui();
  const { number } = useFormat();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  // Uploads finish after renders the parent may not have made yet: each adds to the newest list.
  const latest = useRef<readonly string[]>(value);
  latest.current = value;
  const queue = useRef<Upload[]>([]);
  const running = useRef(false);
  const nextKey = useRef(1);
  const input = useRef<HTMLInputElement>(null);

  const pending = uploads.filter((u) => !u.error).length;
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);
  useEffect(
    () => () => {
      for (const u of queue.current) u.abort.abort();
    },
    [],
  );

  function update(key: number, change: Partial<Upload>) {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }

  async function pump() {
    if (running.current) return;
    running.current = true;
    while (queue.current.length > 0) {
      const item = queue.current[0] as Upload;
      try {
        const url = await uploadImageWithProgress(
          item.file,
          (fraction) => update(item.key, { progress: fraction }),
          item.abort.signal,
        );
        // The same picture chosen twice is the same stored file: it stays once in the list.
        if (!latest.current.includes(url)) {
          const next = [...latest.current, url];
          latest.current = next;
          onChange(next);
          setAnnouncement(t`${item.name} uploaded: photo ${number(next.length)} of ${number(next.length)}.`);
        } else {
          setAnnouncement(t`${item.name} is already in the list.`);
        }
        setUploads((list) => list.filter((u) => u.key !== item.key));
      } catch (failure) {
        if (!item.abort.signal.aborted) update(item.key, { error: translateExternal(errorMessage(failure)) });
      }
      queue.current.shift();
    }
    running.current = false;
  }

  function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    const { accepted, refused: reasons } = choosePhotos(value.length + pending, [...files]);
    setRefused(reasons);
    const added = accepted.map((file) => ({
      key: nextKey.current++,
      file,
      name: file.name,
      progress: 0,
      abort: new AbortController(),
    }));
    setUploads((list) => [...list, ...added]);
    queue.current.push(...added);
    if (input.current) input.current.value = '';
    void pump();
  }

  function reorder(next: string[], message: string) {
    latest.current = next;
    onChange(next);
    setAnnouncement(message);
  }

  const move = (from: number, to: number) =>
    reorder(
      movePhoto(value, from, to),
      to === 0
        ? t`Photo ${number(from + 1)} is now the cover.`
        : t`Photo ${number(from + 1)} is now photo ${number(to + 1)}.`,
    );

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    const from = dragging ?? Number(event.dataTransfer.getData('text/plain'));
    setDragging(null);
    setDropTarget(null);
    if (Number.isInteger(from) && from !== to) move(from, to);
  }

  const full = value.length + pending >= MAX_PHOTOS;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset className="fieldset" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="fieldset-legend">{label ?? t`Photos`}</legend>
      <p id={hintId} className="label whitespace-normal text-base-content/80">
        {t`Up to ${number(MAX_PHOTOS)} photos (JPEG, PNG or WebP, 10 MB each). The first is the cover; drag them or use the buttons to change the order.`}
      </p>

      {value.length > 0 || uploads.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="photo-list">
          {value.map((url, index) => (
            <li
              key={url}
              draggable
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragEnd={() => {
                setDragging(null);
                setDropTarget(null);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDropTarget(index);
              }}
              onDragLeave={() => setDropTarget((t) => (t === index ? null : t))}
              onDrop={(event) => drop(event, index)}
              className={`card cursor-grab border-2 bg-base-200 ${
                dropTarget === index && dragging !== index ? 'border-primary' : 'border-transparent'
              } ${dragging === index ? 'opacity-50' : ''}`}
              data-testid="photo-tile"
              aria-label={
                index === 0
                  ? t`Photo ${number(index + 1)} of ${number(value.length)}, the cover`
                  : t`Photo ${number(index + 1)} of ${number(value.length)}`
              }
            >
              <figure className="relative aspect-[4/3] overflow-hidden rounded-t-box">
                <MediaImage
                  src={url}
                  alt=""
                  sizes={TILE_SIZES}
                  width={320}
                  height={240}
                  className="h-full w-full"
                  draggable={false}
                />
                {index === 0 ? (
                  <span className="badge badge-primary absolute start-2 top-2">Cover</span>
                ) : (
                  <span className="badge badge-neutral absolute start-2 top-2">{index + 1}</span>
                )}
              </figure>
              <div className="flex justify-between gap-1 p-1.5">
                <TileButton
                  label={t`Move photo ${number(index + 1)} left`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  path="M15 18l-6-6 6-6"
                />
                <TileButton
                  label={t`Make photo ${number(index + 1)} the cover`}
                  disabled={index === 0}
                  onClick={() =>
                    reorder(makeCover(value, index), t`Photo ${number(index + 1)} is now the cover.`)
                  }
                  path="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
                />
                <TileButton
                  label={t`Move photo ${number(index + 1)} right`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                  path="M9 18l6-6-6-6"
                />
                <TileButton
                  label={t`Remove photo ${number(index + 1)}`}
                  onClick={() => reorder(removePhoto(value, index), t`Photo ${number(index + 1)} removed.`)}
                  path="M6 6l12 12M18 6L6 18"
                  danger
                />
              </div>
            </li>
          ))}
          {uploads.map((u) => (
            <li key={`upload-${u.key}`} className="card bg-base-200 p-3 text-sm" data-testid="photo-upload">
              <p className="truncate font-medium">{u.name}</p>
              {u.error ? (
                <>
                  <p role="alert" className="text-error">
                    {u.error}
                  </p>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm mt-auto"
                    onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                  >
                    <Trans>Dismiss</Trans>
                  </button>
                </>
              ) : (
                <>
                  <label htmlFor={`${id}-progress-${u.key}`} className="opacity-80">
                    {u.progress < 1 ? t`Uploading… ${number(Math.round(u.progress * 100))}%` : t`Processing…`}
                  </label>
                  <progress
                    id={`${id}-progress-${u.key}`}
                    className="progress progress-primary mt-2 w-full"
                    value={Math.round(u.progress * 100)}
                    max={100}
                  />
                </>
              )}
            </li>
          ))}
        </ol>
      ) : null}

      <label
        htmlFor={id}
        className={`btn btn-outline mt-2 w-full sm:w-auto sm:justify-self-start ${full ? 'btn-disabled' : ''}`}
        aria-disabled={full || undefined}
      >
        {value.length === 0 ? t`Add photos` : t`Add more photos`}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        disabled={full}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => choose(event.currentTarget.files)}
      />
      <p className="text-sm opacity-80" data-testid="photo-count">
        {t`${number(value.length)} of ${number(MAX_PHOTOS)} photos`}
      </p>
      {refused.map((reason) => (
        <p key={reason} role="alert" className="text-sm text-error">
          {fileReason(reason)}
        </p>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-error">
          {translateExternal(error)}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

function TileButton({
  label,
  path,
  onClick,
  disabled,
  danger,
}: {
  label: string;
  path: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn btn-square btn-sm ${danger ? 'btn-ghost text-error' : 'btn-ghost'}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={path} />
      </svg>
    </button>
  );
}

/** "<file name>: <why>" from choosePhotos, the why in the chosen language (the name as it is). */
function fileReason(reason: string): string {
  const at = reason.lastIndexOf(': ');
  return at < 0
    ? translateExternal(reason)
    : `${reason.slice(0, at)}: ${translateExternal(reason.slice(at + 2))}`;
}
