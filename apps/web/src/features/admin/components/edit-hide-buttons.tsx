import { useLingui } from '@lingui/react/macro';

/**
 * The Edit and Show/Hide buttons of a brand's or a model's row in the admin lists: Edit opens the row's
 * form (`formId`), Show/Hide flips whether buyers see it. Each button names its row for screen readers.
 */
export function EditHideButtons({
  name,
  editing,
  formId,
  onEdit,
  hidden,
  onToggleHidden,
  busy,
}: {
  name: string;
  editing: boolean;
  formId: string;
  onEdit: () => void;
  hidden: boolean;
  onToggleHidden: () => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-expanded={editing}
        aria-controls={formId}
        onClick={onEdit}
      >
        {t`Edit`}
        <span className="sr-only"> {name}</span>
      </button>
      <button type="button" className="btn btn-outline btn-sm" onClick={onToggleHidden} disabled={busy}>
        {hidden ? t`Show` : t`Hide`}
        <span className="sr-only"> {name}</span>
      </button>
    </>
  );
}
