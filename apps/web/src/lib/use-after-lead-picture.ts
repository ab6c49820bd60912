import { useEffect, useState } from 'react';

/** Longest wait for the lead picture before the others load anyway (a stalled request). */
const LEAD_WAIT_MS = 4000;

let leadSettled = typeof document === 'undefined';
let settling: Promise<void> | undefined;

/**
 * The server's render of a page the browser will hydrate (entry-server.tsx, ADR 0370) draws the
 * pictures behind the lead as their boxes, as the browser's first render does: the same markup, and
 * the page's first HTML does not fetch them beside the lead either.
 */
export function holdPicturesBehindLead(): void {
  leadSettled = false;
}

/**
 * False while the page a visitor opened is still fetching its lead picture (the largest, fetched
 * first: components/ui/media-image.tsx), then true for good: the pictures behind it load only then,
 * so on a slow link they do not share it with the lead, the app's code and its data. Rendered
 * without a document (the unit tests), it is true, unless the server's page render held them.
 */
export function useAfterLeadPicture(): boolean {
  const [ready, setReady] = useState(leadSettled);
  useEffect(() => {
    if (ready) return;
    settling ??= Promise.race([
      Promise.all(
        [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')].map((img) =>
          // Settles once the picture has loaded, or failed.
          img.decode().catch(() => {}),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, LEAD_WAIT_MS)),
    ])
      // A frame later: the lead's paint does not wait behind the others' requests.
      .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
      .then(() => {
        leadSettled = true;
      });
    void settling.then(() => setReady(true));
  }, [ready]);
  return ready;
}
