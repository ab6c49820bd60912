import { t } from '@lingui/core/macro';
import { confirmDialog } from '../../components/ui/dialogs';

/**
 * Whether the page may be left without losing what the reader has typed. A built page changes
 * language by loading itself again (ADR 0104), which empties every form: when a field differs from
 * what the page first showed, this asks first. Resolves true when nothing would be lost or the
 * reader chooses to change anyway. Loaded by the language switch on click, in a built page only.
 */
export async function mayLeaveInput(): Promise<boolean> {
  if (!hasUnsavedInput(document)) return true;
  return confirmDialog({
    title: t`Change the language?`,
    text: t`What you have typed on this page will be lost.`,
    confirmLabel: t`Change language`,
    cancelLabel: t`Stay`,
  });
}

/** Inputs whose value is no one's typing: nothing to lose on a reload. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/**
 * Whether a field of a form on the page holds something other than its default. Only fields of a
 * form count: the controls outside one (the theme toggle, the search filters and sort, the
 * dashboard's drawer) act at once and keep their state in the address or on the device. The
 * navbar's search box is left out too: a word there is a search to be run, not work to lose.
 */
export function hasUnsavedInput(root: ParentNode): boolean {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input, select, textarea',
  );
  return [...fields].some((field) => {
    if (!field.form || field.disabled || field.closest('header, search')) return false;
    if (field instanceof HTMLSelectElement) return selectChanged(field);
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (NOT_TYPED.has(field.type)) return false;
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  });
}

/**
 * A select's options against their defaults. A drop-down with no option marked selected shows its
 * first enabled option, which is then its default too (HTML's selectedness rules), not a change; with
 * several marked, the last one.
 */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  let initial = -1;
  for (const [index, option] of options.entries()) if (option.defaultSelected) initial = index;
  if (initial < 0 && select.size <= 1) initial = options.findIndex((option) => !option.disabled);
  return select.selectedIndex !== initial;
}
