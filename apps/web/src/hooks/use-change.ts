import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../lib/notify.ts';

export interface ChangeOptions {
  /** The change is a form's save that shows the server's field messages itself. */
  formSave?: boolean;
  /** The queries loaded again after a success, one after the other. */
  reload: readonly QueryKey[];
}

/** A change whose answer's message is shown as a success, after which the named queries are loaded again. */
export function useChange<V, R extends { Message: string }>(
  change: (vars: V) => Promise<R>,
  { formSave = false, reload }: ChangeOptions,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    // A form's save shows field messages beside the fields; a refusal without them is a toast.
    meta: { fieldErrors: formSave },
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      for (const queryKey of reload) await client.invalidateQueries({ queryKey });
    },
  });
}
