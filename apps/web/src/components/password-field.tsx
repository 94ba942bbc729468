import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password input whose show/hide toggle is reachable by keyboard and named for screen readers. */
export function PasswordField({ visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password', ...visibilityToggleButtonProps }}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
