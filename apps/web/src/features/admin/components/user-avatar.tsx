import { mediaAtWidth } from '@best-bikes/contract/constants';

/** A round profile picture; the name's initial when there is none. */
export function UserAvatar({ photo, name }: { photo: string; name: string }) {
  if (!photo) {
    return (
      <div className="avatar avatar-placeholder">
        <div className="w-12 rounded-full bg-neutral text-neutral-content">
          <span aria-hidden="true">{(name.trim()[0] ?? '?').toUpperCase()}</span>
          <span className="sr-only">No picture of {name}</span>
        </div>
      </div>
    );
  }
  return (
    <div className="avatar">
      <div className="w-12 rounded-full">
        <img src={mediaAtWidth(photo, 320)} alt={`${name}`} width={48} height={48} loading="lazy" />
      </div>
    </div>
  );
}
