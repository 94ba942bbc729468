import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { GRIEVANCE_LIMITS, type GrievanceInput, grievanceBody, submitGrievance } from '@pp/contract/comm';
import { MOBILE_MAX_DIGITS } from '@pp/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { call } from '../../../lib/api.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { digitsOnly } from '../../../lib/typing.ts';

type Values = Required<GrievanceInput>;
const EMPTY: Values = { registrationNumber: '', name: '', email: '', mobile: '', message: '' };

/** /support: a grievance from anyone; all five fields are required. */
export default function SupportPage() {
  const { t } = useLingui();
  const tm = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isFetched } = useSession();
  const [answer, setAnswer] = useState<string | null>(null);

  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: schemaResolver(grievanceBody, { sync: true }),
  });

  // A signed-in user need not type their name and e-mail again.
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (!isFetched || !user) return;
    const current = getValues();
    if (!current.name) setFieldValue('name', user.name);
    if (!current.email) setFieldValue('email', user.email);
  }, [isFetched, user, getValues, setFieldValue]);

  const mutation = useMutation({
    mutationFn: (values: Values) => call(submitGrievance, { body: values }),
    meta: { silent: true },
    onSuccess: (result) => {
      setAnswer(result.Message);
      form.setValues(EMPTY);
      form.resetTouched();
    },
    // Shown once: beside the fields the server named, else as a toast.
    onError: (error) => {
      if (!applyFieldErrors(form, error)) notifyError(error);
    },
  });

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };

  const mobileProps = form.getInputProps('mobile');

  return (
    <PageFrame
      title={t`Support`}
      description={t`Tell us what went wrong and our support team will get back to you.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Support` }]}
      size={720}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t`Registration / Membership number`}
                required
                maxLength={GRIEVANCE_LIMITS.registrationNumber}
                autoComplete="off"
                {...form.getInputProps('registrationNumber')}
              />
              <TextInput
                label={t`Name`}
                required
                maxLength={GRIEVANCE_LIMITS.name}
                autoComplete="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t`Email`}
                type="email"
                inputMode="email"
                required
                maxLength={GRIEVANCE_LIMITS.email}
                autoComplete="email"
                autoCapitalize="off"
                spellCheck={false}
                {...form.getInputProps('email')}
              />
              <TextInput
                label={t`Mobile`}
                type="tel"
                inputMode="numeric"
                required
                autoComplete="tel-national"
                {...mobileProps}
                onChange={(event) =>
                  form.setFieldValue('mobile', digitsOnly(MOBILE_MAX_DIGITS)(event.currentTarget.value))
                }
              />
            </SimpleGrid>
            <Textarea
              label={t`Comment`}
              required
              autosize
              minRows={4}
              maxRows={12}
              maxLength={GRIEVANCE_LIMITS.message}
              description={`${form.values.message.length} / ${GRIEVANCE_LIMITS.message}`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('message')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" size="md" onClick={goBack}>
                <Trans>Go back</Trans>
              </Button>
              <Button type="submit" size="md" loading={mutation.isPending}>
                <Trans>Submit</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Modal opened={answer !== null} onClose={() => setAnswer(null)} title={t`Support`} centered>
        <Text mb="lg">{answer === null ? null : tm(answer)}</Text>
        <Group justify="flex-end">
          <Button onClick={() => setAnswer(null)} data-autofocus>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </Modal>
    </PageFrame>
  );
}
