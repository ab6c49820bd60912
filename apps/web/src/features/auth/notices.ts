import { showAlert } from '../../components/ui/dialogs';
import { toast } from '../../components/ui/toast';
import type { Notices } from './flows';

/** The real toasts and alerts behind the flows' Notices. */
export const notices: Notices = {
  success: (message) => toast.success(message),
  error: (message) => toast.error(message),
  alert: (opts) => void showAlert(opts),
};
