import { useLingui } from '@lingui/react/macro';
import { showAlert } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useDealStep } from '../api/deal-steps';

type Step = Parameters<ReturnType<typeof useDealStep>['mutateAsync']>[0];

/**
 * Takes one step of the deal and says what happened: a toast when done, the server's reason (in the
 * reader's language) when refused. Answers whether it was done.
 */
export function useStep(dealId: string) {
  const mutation = useDealStep(dealId);
  const { t } = useLingui();
  async function run(step: Step, done: string): Promise<boolean> {
    try {
      await mutation.mutateAsync(step);
      toast.success(done);
      return true;
    } catch (error) {
      await showAlert({ icon: 'error', title: t`Not done`, text: translateExternal(errorMessage(error)) });
      return false;
    }
  }
  return { run, busy: mutation.isPending };
}
