import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteFooter } from './site-footer.tsx';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('LanguageSwitch (GIGW 3.0: English and Hindi)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    localStorage.clear();
  });

  it('names the other language in that language and turns the page to Hindi and back', async () => {
    const { user } = renderWithProviders(
      <>
        <LanguageSwitch />
        <SiteFooter />
      </>,
    );
    const toHindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(toHindi.querySelector('[lang="hi"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Support' })).toBeTruthy();

    await user.click(toHindi);
    const toEnglish = await screen.findByRole('button', { name: 'English' }, { timeout: 15000 });
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('pp.language')).toBe('hi');
    expect(screen.queryByRole('link', { name: 'Support' })).toBeNull();
    const links = screen.getAllByRole('link').map((link) => link.textContent ?? '');
    expect(links.every((text) => DEVANAGARI.test(text))).toBe(true);

    await user.click(toEnglish);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Support' })).toBeTruthy());
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('pp.language')).toBe('en');
  });
});
