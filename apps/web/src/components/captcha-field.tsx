import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group, Skeleton, Text, TextInput, type TextInputProps } from '@mantine/core';
import { getCaptcha, getCaptchaAudio } from '@pp/contract/auth';
import { CAPTCHA_LENGTH } from '@pp/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useId, useState } from 'react';
import { call, endpointUrl } from '../lib/api.ts';
import { icon } from './icons.tsx';

/** The server keeps a captcha 10 minutes; a page left open longer gets a fresh one on return. */
const CAPTCHA_STALE_MS = 9 * 60_000;
const IMAGE_WIDTH = 180;
const IMAGE_HEIGHT = 56;

export interface CaptchaState {
  /** Send with the answer; empty while the first image loads. */
  captchaId: string;
  /** SVG markup from our server. */
  image: string;
  isLoading: boolean;
  isError: boolean;
  /** Loads a new image. The server takes each captcha once, so call it after every failed submit. */
  refresh: () => void;
}

/**
 * One server-issued captcha per form (the key is unique to the calling component, so two forms
 * on one screen, e.g. a page and the session-expired modal, never share a captcha).
 */
export function useCaptcha(): CaptchaState {
  const instance = useId();
  const query = useQuery({
    queryKey: ['captcha', instance],
    queryFn: () => call(getCaptcha),
    staleTime: CAPTCHA_STALE_MS,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: true,
    meta: { silent: true },
  });
  return {
    captchaId: query.data?.captchaId ?? '',
    image: query.data?.image ?? '',
    isLoading: query.isFetching,
    isError: query.isError && !query.data,
    refresh: () => {
      void query.refetch();
    },
  };
}

const RefreshIcon = icon(
  <>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);

const SpeakerIcon = icon(
  <>
    <path d="M11 5 6 9H2v6h4l5 4V5z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7" />
    <path d="M19 5a10 10 0 0 1 0 14" />
  </>,
);

export type CaptchaFieldProps = Omit<TextInputProps, 'maxLength' | 'autoComplete' | 'type'> & {
  captcha: CaptchaState;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The captcha image, its refresh button and the answer input.
 * Usage: `const captcha = useCaptcha();` then
 * `<CaptchaField captcha={captcha} {...form.getInputProps('captcha')} />` and send
 * `captcha.captchaId` with the answer; after a failed submit clear the answer and `captcha.refresh()`.
 */
export function CaptchaField({ captcha, label = 'CAPTCHA', ref, ...inputProps }: CaptchaFieldProps) {
  const { t } = useLingui();
  // The audio alternative (WCAG 1.1.1): the server speaks the same challenge; shown with its
  // controls so it can be played again, and gone when the challenge changes.
  const [listeningTo, setListeningTo] = useState('');
  const audioShown = listeningTo !== '' && listeningTo === captcha.captchaId;
  // Label and hint first, then the image with its refresh button, then the answer box.
  const image = (
    <Group gap="xs" wrap="nowrap" align="center" mt={4} mb={6}>
      <Box
        w={IMAGE_WIDTH}
        h={IMAGE_HEIGHT}
        bg="white"
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
          flexShrink: 0,
          opacity: captcha.isLoading && captcha.image ? 0.5 : 1,
          transition: 'opacity 120ms',
        }}
      >
        {captcha.image ? (
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(captcha.image)}`}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            alt={t`CAPTCHA: 6 letters and digits to type below`}
            style={{ display: 'block' }}
            draggable={false}
          />
        ) : captcha.isError ? (
          <Text size="xs" c="red.8" p={6} role="alert">
            <Trans>Could not load the CAPTCHA. Please refresh it.</Trans>
          </Text>
        ) : (
          <Skeleton w={IMAGE_WIDTH} h={IMAGE_HEIGHT} radius={0} />
        )}
      </Box>
      <ActionIcon
        variant="default"
        size={44}
        aria-label={t`Refresh CAPTCHA`}
        title={t`Refresh CAPTCHA`}
        onClick={captcha.refresh}
        loading={captcha.isLoading}
      >
        <RefreshIcon />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size={44}
        aria-label={t`Listen to the CAPTCHA (audio)`}
        title={t`Listen to the CAPTCHA`}
        onClick={() => setListeningTo(captcha.captchaId)}
        disabled={!captcha.captchaId}
      >
        <SpeakerIcon />
      </ActionIcon>
    </Group>
  );
  const audio = audioShown ? (
    // biome-ignore lint/a11y/useMediaCaption: the recording speaks the characters of the image; the image is its text alternative
    <audio
      controls
      autoPlay
      src={endpointUrl(getCaptchaAudio, { params: { captchaId: captcha.captchaId } })}
      aria-label={t`CAPTCHA audio: each character is spoken, capital or small for letters`}
      style={{ display: 'block', width: '100%', maxWidth: 320, marginBottom: 6 }}
    />
  ) : null;
  return (
    <TextInput
      ref={ref}
      label={label}
      description={t`Type the characters in the image, or listen to them (case-sensitive)`}
      required
      maxLength={CAPTCHA_LENGTH}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      inputContainer={(input) => (
        <>
          {image}
          {audio}
          {input}
        </>
      )}
      {...inputProps}
    />
  );
}
