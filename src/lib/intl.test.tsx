import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookies';
import { IntlRoot, createIntlForLocale, getInitialLocale, useLocale } from './intl';

afterEach(() => {
  cleanup();
  deleteCookie('locale');
  vi.unstubAllGlobals();
});

describe('getInitialLocale', () => {
  it('is Dutch unless the locale cookie says English', () => {
    expect(getInitialLocale()).toBe('nl');
    setCookie('locale', 'en');
    expect(getInitialLocale()).toBe('en');
    setCookie('locale', 'fr');
    expect(getInitialLocale()).toBe('nl');
  });
});

describe('IntlRoot / useLocale', () => {
  it('switches language: loads the messages, writes the cookie and sets <html lang>', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/i18n/en.json');
      return new Response(JSON.stringify({ greeting: 'Hello' }));
    });
    vi.stubGlobal('fetch', fetchMock);
    let switchTo: ((locale: 'en') => Promise<void>) | undefined;
    function Probe() {
      const { locale, setLocale } = useLocale();
      switchTo = setLocale;
      return (
        <p>
          {locale}: <FormattedMessage id="greeting" />
        </p>
      );
    }
    render(
      <IntlRoot initialLocale="nl" initialMessages={{ greeting: 'Hallo' }}>
        <Probe />
      </IntlRoot>,
    );
    expect(screen.getByText('nl: Hallo')).toBeTruthy();
    await act(async () => {
      await switchTo!('en');
    });
    expect(screen.getByText('en: Hello')).toBeTruthy();
    expect(getCookie('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('createIntlForLocale', () => {
  it('formats outside React with the Amsterdam time zone', () => {
    const intl = createIntlForLocale('nl', { 'validation.required': '{field} is verplicht.' });
    expect(intl.formatMessage({ id: 'validation.required' }, { field: 'Naam' })).toBe(
      'Naam is verplicht.',
    );
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    expect(intl.formatDate(Date.UTC(2025, 11, 31, 23, 30), { year: 'numeric' })).toBe('2026');
  });
});
