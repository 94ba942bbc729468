import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  ANNOUNCEMENT_BODY_MAX,
  type Announcement,
  announcementBody,
  maxCharsMessage,
} from '@pp/contract/announcements';
import { TITLE_MAX, URL_MAX } from '@pp/contract/constants';
import { useEffect } from 'react';
import { z } from 'zod';
import { useSaveAnnouncement } from '../../../api/announcements.ts';
import { ApiCallError } from '../../../lib/api.ts';
import { bodyToHtml, htmlToPlainText } from '../../../lib/body-text.ts';
import { useForm } from '../../../lib/form.ts';

/** The contract's rules, plus the limit on the visible text that the server counts after sanitizing. */
const formSchema = z.object({
  title: announcementBody.shape.title,
  body: announcementBody.shape.body.refine(
    (text) => htmlToPlainText(bodyToHtml(text)).length <= ANNOUNCEMENT_BODY_MAX,
    maxCharsMessage(ANNOUNCEMENT_BODY_MAX),
  ),
  link: announcementBody.shape.link,
});

interface FormValues {
  title: string;
  body: string;
  link: string;
}

export interface AnnouncementFormModalProps {
  opened: boolean;
  /** The announcement being edited; null to add a new one. */
  editing: Announcement | null;
  onClose: () => void;
}

/** Add or edit an announcement (title, body as HTML or plain text, optional link). */
export function AnnouncementFormModal({ opened, editing, onClose }: AnnouncementFormModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSaveAnnouncement();
  const form = useForm<FormValues>({
    initialValues: { title: '', body: '', link: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });

  // Fill the form each time the modal opens, for the announcement chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is stable; reset only on open
  useEffect(() => {
    if (!opened) return;
    const values = editing
      ? { title: editing.title, body: editing.body, link: editing.link }
      : { title: '', body: '', link: '' };
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [opened, editing]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({
        code: editing?.code ?? '',
        title: values.title.trim(),
        body: bodyToHtml(values.body),
        link: values.link.trim(),
      });
      onClose();
    } catch (error) {
      // Field messages go next to their fields (then no toast: the mutation's fieldErrors);
      // a refusal without them is the toast.
      if (error instanceof ApiCallError && error.fields) form.setErrors(error.fields);
    }
  });

  const bodyLength = htmlToPlainText(bodyToHtml(form.values.body)).length;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t`Edit announcement` : t`Add announcement`}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!form.isDirty()}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Title`}
            required
            maxLength={TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t`Text`}
            required
            autosize
            minRows={6}
            maxRows={16}
            description={t`Plain text, or simple HTML (paragraphs, lists, bold, links). Unsafe markup is removed when saved.`}
            {...form.getInputProps('body')}
          />
          <Text
            size="xs"
            c={bodyLength > ANNOUNCEMENT_BODY_MAX ? 'red' : 'dimmed'}
            ta="right"
            mt={-10}
            aria-live="polite"
          >
            {bodyLength} / {ANNOUNCEMENT_BODY_MAX}
          </Text>
          <TextInput
            label={t`Link`}
            description={t`Optional: a page with more details, starting with https://`}
            type="url"
            inputMode="url"
            maxLength={URL_MAX}
            placeholder={t`Starts with https://`}
            {...form.getInputProps('link')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? <Trans>Save changes</Trans> : <Trans>Publish</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
