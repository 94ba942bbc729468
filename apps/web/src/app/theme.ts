import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineThemeOverride,
} from '@mantine/core';
import { contrastRatio, darkenUntil } from '../lib/contrast.ts';

/** As high as Mantine's own list (220 px), scrolled by the listbox itself. */
const LIST_SCROLL = { maxHeight: 220, overflowY: 'auto' } as const;
const LIST_PROPS = { withScrollArea: false, openOnFocus: false };

export const theme = createTheme({
  // Institute blue (shade 6 on buttons: 6:1 contrast with white text); matches the header.
  colors: {
    institute: [
      '#e8f0fb',
      '#d0def5',
      '#a3bfea',
      '#729ddf',
      '#4a81d5',
      '#316fcf',
      '#1f5fbf',
      '#154c94',
      '#0f427f',
      '#0b3a75',
    ],
  },
  primaryColor: 'institute',
  // The portal ships Noto Sans (app/fonts.ts); the others stand in while it loads.
  fontFamily:
    '"Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // A link must be told from the text around it by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine 9 keeps every closed dropdown of a Select or MultiSelect mounted (hidden), all its
    // options included: the member job search rendered every state, role and skill on its first
    // load. Closed, a dropdown is not in the page; it mounts when opened (the input's
    // aria-controls names it only then anyway).
    Combobox: { defaultProps: { keepMounted: false } },
    // Every field (text, select, date, textarea) and tick box takes the classes that give it a
    // boundary of 3:1 and a focus ring (app.css, "Field boundaries and focus").
    Input: { classNames: { wrapper: 'pp-field', input: 'pp-field-input' } },
    Checkbox: { classNames: { input: 'pp-box' } },
    Radio: { classNames: { radio: 'pp-box' } },
    // Mantine scrolls a list inside a ScrollArea viewport: a scrolling region that is neither
    // focusable nor the listbox, so axe (scrollable-region-focusable) asked for it to be reachable.
    // Without it the listbox scrolls itself: the arrow keys move through it (aria-activedescendant,
    // each option scrolled into view), and being the popup the open combobox controls, it needs
    // no tab stop of its own.
    // A searchable list opens when typed in, clicked or asked for with the arrow keys, not when it
    // takes the focus: a failed submit moves the focus to the first invalid field (lib/form.ts),
    // and a list opening there covered that field's error and the ones below it.
    Select: { defaultProps: LIST_PROPS, styles: { options: LIST_SCROLL } },
    MultiSelect: { defaultProps: LIST_PROPS, styles: { options: LIST_SCROLL } },
    // The text of a list with nothing in it (City before a State is chosen) is an option that
    // cannot be taken, so that a screen reader reads it in the list instead of an empty listbox
    // (the pattern of GOV.UK's accessible-autocomplete).
    ComboboxEmpty: { defaultProps: { role: 'option', 'aria-disabled': true, 'aria-selected': false } },
  },
});

// Icon-only buttons Mantine draws itself get a name (WCAG 4.1.2), in the reader's language.
const CLOSE_DIALOG = msg`Close dialog`;
const CLOSE = msg`Close`;
const CLOSE_NOTIFICATION = msg`Close notification`;
const CLEAR_SELECTION = msg`Clear selection`;
const CLEAR = msg`Clear`;

const NOTHING_TO_CHOOSE = msg`Nothing to choose yet`;
/**
 * A Select's or MultiSelect's theme entry with its clear button named and, where the page gives no
 * text of its own, what an empty list says (without one Mantine hides the list but the input still
 * controls an empty listbox).
 */
function listDefaults(name: 'Select' | 'MultiSelect', i18n: I18n) {
  const base = theme.components?.[name];
  return {
    ...base,
    defaultProps: {
      ...base?.defaultProps,
      clearButtonProps: { 'aria-label': i18n._(CLEAR_SELECTION) },
      nothingFoundMessage: i18n._(NOTHING_TO_CHOOSE),
    },
  };
}

/** The theme with the names of Mantine's own icon buttons in the active language. */
export function localizedTheme(i18n: I18n): MantineThemeOverride {
  const aria = (label: string) => ({ 'aria-label': label });
  return {
    ...theme,
    components: {
      ...theme.components,
      Modal: { defaultProps: { closeButtonProps: aria(i18n._(CLOSE_DIALOG)) } },
      Drawer: { defaultProps: { closeButtonProps: aria(i18n._(CLOSE)) } },
      Notification: { defaultProps: { closeButtonProps: aria(i18n._(CLOSE_NOTIFICATION)) } },
      Select: listDefaults('Select', i18n),
      MultiSelect: listDefaults('MultiSelect', i18n),
      TagsInput: { defaultProps: { clearButtonProps: aria(i18n._(CLEAR)) } },
    },
  };
}

/** WCAG 2.2 AA: text 4.5:1 (a little over, against rounding), borders of controls 3:1. */
const TEXT_RATIO = 4.6;
const WHITE = '#ffffff';

/** The first shade from 6 up whose white text reaches the ratio (filled buttons, badges). */
function filledShade(shades: readonly string[]): string {
  for (let i = 6; i < shades.length; i++) {
    const shade = shades[i] as string;
    if (contrastRatio(WHITE, shade) >= TEXT_RATIO) return shade;
  }
  return darkenUntil(shades[9] as string, WHITE, TEXT_RATIO);
}

/**
 * Mantine's light scheme as it ships puts text under AA on many parts (dimmed grey 3.3:1, error red
 * 3.6:1, white on green, yellow or orange filled, the light variants of green, lime, yellow,
 * orange, teal) and input borders at 1.5:1. One place fixes all of them for every page: the
 * variables below replace Mantine's for the light scheme, computed so that each pair reaches the
 * ratio (lib/contrast.ts).
 */
export const accessibleColors: CSSVariablesResolver = (resolved) => {
  // Computed once per palette (each provider render asks; the arithmetic is ~30 ms on a phone).
  const key = JSON.stringify(resolved.colors);
  const known = resolvedColors.get(key);
  if (known) return known;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a', // 6.0:1 on white, 5.7:1 on gray.0
    '--mantine-color-placeholder': '#6b7178', // 4.9:1: placeholders are examples, still readable
    '--mantine-color-error': '#c92a2a', // 5.6:1
    '--mantine-color-default-border': '#7b838a', // 3.9:1 around inputs, selects, checkboxes
    '--mantine-color-anchor': resolved.colors.institute?.[7] ?? '#154c94',
  };
  const colors = { ...DEFAULT_THEME.colors, ...resolved.colors };
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'institute' || name === 'dark' || !shades) continue;
    const filled = filledShade(shades);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darkenUntil(filled, WHITE, TEXT_RATIO + 1);
    light[`--mantine-color-${name}-text`] = filled;
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = darkenUntil(
      shades[9] as string,
      shades[1] as string,
      TEXT_RATIO,
    );
  }
  const result = { variables: {}, light, dark: {} };
  resolvedColors.set(key, result);
  return result;
};
const resolvedColors = new Map<string, ReturnType<CSSVariablesResolver>>();
