import type { ChangeEvent } from 'react';

/**
 * Applies `transform` to what was typed (upper-casing, dropping non-digits) and keeps the caret
 * where the user was typing rather than letting it jump to the end.
 */
export function transformTyped(
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  transform: (value: string) => string,
  set: (value: string) => void,
) {
  const input = event.currentTarget;
  const typed = input.value;
  const next = transform(typed);
  const caret = input.selectionStart;
  set(next);
  if (next === typed || caret === null || document.activeElement !== input) return;
  const position = Math.max(0, caret - (typed.length - next.length));
  // Once React has written `next` (the next frame); not if more was typed meanwhile: a fast typist
  // (or keys sent faster than a frame) would have the caret put back where it was, and their
  // next digits written in the middle ('98111-22 333' became '9811123332').
  window.requestAnimationFrame(() => {
    if (document.activeElement === input && input.value === next) input.setSelectionRange(position, position);
  });
}

export const upperCase = (value: string) => value.toUpperCase();
export const digitsOnly = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);
/** CIN: letters and digits, upper-cased. */
export const alphanumericUpper = (max: number) => (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, max);
