import { Box, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { IconPencil, IconTrash, IconUser } from '../../../components/icons.tsx';
import { type ImageKind, prepareImage } from '../images/prepare-image.ts';

const COPY: Record<
  ImageKind,
  { label: string; choose: string; change: string; remove: string; alt: string }
> = {
  photo: {
    label: 'Photo',
    choose: 'Choose photo',
    change: 'Change photo',
    remove: 'Remove photo',
    alt: 'Your photo',
  },
  signature: {
    label: 'Signature',
    choose: 'Choose signature',
    change: 'Change signature',
    remove: 'Remove signature',
    alt: 'Your signature',
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
        {copy.label}
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
            <Loader size="sm" aria-label="Checking the file" />
          ) : value ? (
            <Image
              src={value}
              alt={copy.alt}
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
                  {value ? copy.change : copy.choose}
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
                {value ? copy.remove : 'Clear'}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            JPEG or PNG, up to 5 MB.
          </Text>
        </Stack>
      </Group>
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
