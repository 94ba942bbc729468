/**
 * Step 1 fields once the OTP is right: disabled (as the spec says) but as readable as normal
 * text, since the user should still check what was verified.
 */
export const LOCKED_INPUT_STYLES = {
  input: { opacity: 1, color: 'var(--mantine-color-text)' },
} as const;
