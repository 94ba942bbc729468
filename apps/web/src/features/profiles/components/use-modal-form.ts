import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import type { z } from 'zod';
import { validateWith } from '../../../components/form-modal.tsx';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';

export interface ModalFormOptions<V, B> {
  opened: boolean;
  onClose: () => void;
  /** The values the form starts from each time the modal opens. */
  fill: () => V;
  /** Fills the form again when this changes while open (the entry being edited). */
  refillOn?: unknown;
  save: { mutateAsync: (body: B) => Promise<unknown>; isPending: boolean };
  toBody: (values: V) => B;
  /** API field names to form fields, for the server's field messages. */
  rename?: Record<string, string>;
}

/**
 * The life of a profile edit modal's form: filled afresh (values, dirty state, errors) each time
 * it opens, saved through the mutation, closed on success and left open with the server's field
 * messages on a refusal. Returns the props of its `FormModal` frame (all but the title).
 */
export function useModalForm<V, B>(
  form: UseFormReturnType<V>,
  { opened, onClose, fill, refillOn, save, toBody, rename }: ModalFormOptions<V, B>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form each time the modal opens
  useEffect(() => {
    if (!opened) return;
    const values = fill();
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
  }, [opened, refillOn]);

  const onSubmit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(toBody(values));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, rename);
    }
  });

  return { opened, onClose, onSubmit, saving: save.isPending, dirty: form.isDirty() };
}

/** Mantine's bound on a form's values (a record of any fields). */
type FormValues = NonNullable<NonNullable<Parameters<typeof useForm>[0]>['initialValues']>;

export interface ItemModalFormOptions<V, B, T extends { code: string }> {
  opened: boolean;
  onClose: () => void;
  /** The entry being edited; null to add one. */
  editing: T | null;
  /** The values of a new entry. */
  empty: V;
  /** The form's values of the edited entry. */
  fromItem: (item: T) => V;
  /** The update schema: checked with a placeholder code, the same field rules for add and edit. */
  schema: z.ZodType;
  /** The body to send; the code is empty for a new entry. */
  toBody: (values: V, code: string) => B;
  save: ModalFormOptions<V, B>['save'];
}

/** The form of an add-or-edit modal of one entry of a list (education, experience, a training). */
export function useItemModalForm<V extends FormValues, B, T extends { code: string }>({
  opened,
  onClose,
  editing,
  empty,
  fromItem,
  schema,
  toBody,
  save,
}: ItemModalFormOptions<V, B, T>) {
  const form = useForm<V>({
    initialValues: empty,
    validate: validateWith(schema, (v: V) => toBody(v, editing?.code || 'new')),
  });
  const frame = useModalForm(form, {
    opened,
    onClose,
    fill: () => (editing ? fromItem(editing) : empty),
    refillOn: editing,
    save,
    toBody: (values) => toBody(values, editing?.code ?? ''),
  });
  return { form, frame };
}
