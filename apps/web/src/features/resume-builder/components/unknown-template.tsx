import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertTriangle, IconArrowLeft } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SELECTOR_PATH } from '../templates/template-info.ts';

/** A builder or download address whose template id is not 1 or 2. */
export function UnknownTemplate({ id }: { id: string | undefined }) {
  const { t } = useLingui();
  const templateId = id ?? '';
  return (
    <PageFrame
      title={t`Resume template not found`}
      breadcrumbs={[
        { label: t`Home`, to: '/' },
        { label: t`Resume Maker`, to: SELECTOR_PATH },
        { label: t`Template not found` },
      ]}
      size={720}
    >
      <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t`There is no such template`}>
        {t`There is no resume template "${templateId}". There are two templates, 1 and 2: please choose one.`}
        <Group mt="md">
          <Button component={Link} to={SELECTOR_PATH} leftSection={<IconArrowLeft size={16} />}>
            <Trans>Choose a template</Trans>
          </Button>
        </Group>
      </Alert>
    </PageFrame>
  );
}
