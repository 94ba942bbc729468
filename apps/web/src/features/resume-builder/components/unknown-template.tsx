import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertTriangle, IconArrowLeft } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SELECTOR_PATH } from '../templates/template-info.ts';

/** A builder or download address whose template id is not 1 or 2. */
export function UnknownTemplate({ id }: { id: string | undefined }) {
  return (
    <PageFrame
      title="Resume template not found"
      breadcrumbs={[
        { label: 'Home', to: '/' },
        { label: 'Resume Maker', to: SELECTOR_PATH },
        { label: 'Template not found' },
      ]}
      size={720}
    >
      <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="There is no such template">
        {`There is no resume template "${id ?? ''}". There are two templates, 1 and 2: please choose one.`}
        <Group mt="md">
          <Button component={Link} to={SELECTOR_PATH} leftSection={<IconArrowLeft size={16} />}>
            Choose a template
          </Button>
        </Group>
      </Alert>
    </PageFrame>
  );
}
