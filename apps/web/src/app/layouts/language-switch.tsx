import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLanguage } from '../../components/icons.tsx';
import { chooseLanguage, currentLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages.ts';
import { notifyError } from '../../lib/notify.ts';
import classes from './app-frame.module.css';

/**
 * The language switch of every page (GIGW 3.0): one button naming the other language in that
 * language (हिन्दी / English, marked with its `lang` for screen readers, WCAG 3.1.2). The choice
 * is kept on this browser and, for a signed-in user, on the account (lib/session.ts).
 */
export function LanguageSwitch({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const { t } = useLingui();
  const current = currentLanguage();
  const other: Language = current === 'en' ? 'hi' : 'en';
  // The page turns once the language's catalogues are here (a moment); a second press is harmless.
  const onClick = () => {
    // A catalogue that cannot be fetched (offline): the connection message, the page as it was.
    chooseLanguage(other).catch(() => notifyError(undefined));
  };
  return (
    <Button
      size="xs"
      variant={variant === 'header' ? 'outline' : 'default'}
      className={variant === 'header' ? classes.headerButton : undefined}
      leftSection={<IconLanguage size={16} />}
      onClick={onClick}
      title={t`Change the language of the portal`}
      fullWidth={variant === 'drawer'}
      justify={variant === 'drawer' ? 'flex-start' : undefined}
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </Button>
  );
}
