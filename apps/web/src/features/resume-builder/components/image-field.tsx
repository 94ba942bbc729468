import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { IconPencil, IconTrash, IconUser } from '../../../components/icons.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { type ImageKind, prepareImage } from '../images/prepare-image.ts';

const COPY: Record<
  ImageKind,
  {
    label: MessageDescriptor;
    choose: MessageDescriptor;
    change: MessageDescriptor;
    remove: MessageDescriptor;
    alt: MessageDescriptor;
  }
> = {
  photo: {
    label: msg`Photo`,
    choose: msg`Choose photo`,
    change: msg`Change photo`,
    remove: msg`Remove photo`,
    alt: msg`Your photo`,
  },
  signature: {
    label: msg`Signature`,
    choose: msg`Choose signature`,
    change: msg`Change signature`,
    remove: msg`Remove signature`,
    alt: msg`Your signature`,
  },
};

/**
 * A photo or signature: checked by every rule of the spec (file, name, size, content), then kept
 * small. A failed choice shows the spec's message and clears the image; until the user picks a
 * good file or removes it, the error blocks 'Generate Resume'.
 */
export function ImageField({
  kind,
  value,
  error,
  onChange,
}: {
  kind: ImageKind;
  value: string;
  error: string | null;
  onChange: (next: { value: string; error: string | null }) => void;
}) {
  const { t, i18n } = useLingui();
  const tm = useMessageText();
  const copy = COPY[kind];
  const [busy, setBusy] = useState(false);
  const resetRef = useRef<() => void>(null);
  const errorId = useId();
  const labelId = useId();

  const pick = async (file: File | null) => {
    setBusy(true);
    try {
      const result = await prepareImage(file, kind);
      if (result.ok) onChange({ value: result.dataUrl, error: null });
      else {
        onChange({ value: '', error: result.message });
        // Let the same file be chosen again once it has been fixed.
        resetRef.current?.();
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    onChange({ value: '', error: null });
    resetRef.current?.();
  };

  const Placeholder = kind === 'photo' ? IconUser : IconPencil;
  const previewHeight = kind === 'photo' ? 120 : 60;
  const previewWidth = kind === 'photo' ? 96 : 150;

  return (
    <Stack gap={6} data-path={kind}>
      <Text id={labelId} fw={600} size="sm">
        {i18n._(copy.label)}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        <Box
          w={previewWidth}
          h={previewHeight}
          style={{
            flex: 'none',
            border: `1px ${value ? 'solid' : 'dashed'} var(--mantine-color-gray-4)`,
            borderRadius: 'var(--mantine-radius-sm)',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            background: 'var(--mantine-color-gray-0)',
          }}
        >
          {busy ? (
            <Loader size="sm" aria-label={t`Checking the file`} />
          ) : value ? (
            <Image
              src={value}
              alt={i18n._(copy.alt)}
              w="100%"
              h="100%"
              fit={kind === 'photo' ? 'cover' : 'contain'}
            />
          ) : (
            <Placeholder size={28} color="var(--mantine-color-gray-5)" />
          )}
        </Box>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <FileButton
              onChange={pick}
              accept="image/jpeg,image/png"
              resetRef={resetRef}
              name={kind}
              inputProps={{ 'aria-labelledby': labelId, 'aria-describedby': error ? errorId : undefined }}
            >
              {(props) => (
                <Button {...props} variant="default" size="sm" loading={busy}>
                  {i18n._(value ? copy.change : copy.choose)}
                </Button>
              )}
            </FileButton>
            {(value || error) && (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconTrash size={16} />}
                onClick={remove}
              >
                {value ? i18n._(copy.remove) : t`Clear`}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>JPEG or PNG, up to 5 MB.</Trans>
          </Text>
        </Stack>
      </Group>
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {tm(error)}
        </Text>
      )}
    </Stack>
  );
}
