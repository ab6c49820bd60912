import { useId } from 'react';

/** The photo upload's progress bar (nothing while no upload runs). */
export function UploadProgress({ progress }: { progress: number | null }) {
  const id = useId();
  if (progress === null) return null;
  return (
    <div className="sm:col-span-2" data-testid="upload-progress">
      <label htmlFor={id} className="text-sm">
        {progress < 1 ? `Uploading photo… ${Math.round(progress * 100)}%` : 'Photo uploaded, saving…'}
      </label>
      <progress
        id={id}
        className="progress progress-primary w-full"
        value={Math.round(progress * 100)}
        max={100}
      />
    </div>
  );
}
