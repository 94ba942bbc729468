import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';

/**
 * A password input whose show/hide toggle is reachable by keyboard and named for screen readers,
 * and which is marked invalid and tied to its error and hint when it has them (Mantine's own
 * password input marks the error for the eye only).
 */
export function PasswordField({ visibilityToggleButtonProps, id, ...props }: PasswordInputProps) {
  const { t } = useLingui();
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [props.description ? `${inputId}-description` : null, props.error ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <PasswordInput
      id={inputId}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t`Show password`, ...visibilityToggleButtonProps }}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy}
      {...props}
    />
  );
}
