// Language for the whole app (SPEC section 1): Dutch by default, the choice kept in the locale
// cookie (365 days), <html lang> following the active locale, messages fetched per locale.
import { createIntl, createIntlCache, type IntlShape as CoreIntlShape } from '@formatjs/intl';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  isLocale,
  type Locale,
} from '../../common/constants';
import { getCookie, setCookie } from './cookies';

export type Messages = Record<string, string>;
export const TIME_ZONE = 'Europe/Amsterdam';

export function getInitialLocale(): Locale {
  const fromCookie = getCookie(LOCALE_COOKIE);
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

export async function loadMessages(
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
): Promise<Messages> {
  const response = await fetchImpl(`/i18n/${locale}.json`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /i18n/${locale}.json answered ${response.status}`);
  return (await response.json()) as Messages;
}

/** Missing translations are noise in production (a test guards key parity); in dev they are shown. */
const handleIntlError: IntlConfig['onError'] = (error) => {
  const quiet = !import.meta.env.DEV || import.meta.env.MODE === 'test';
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && quiet) return;
  console.error(error);
};

/** An intl object for code outside React (yup messages, notifications from workers). */
export function createIntlForLocale(locale: Locale, messages: Messages): CoreIntlShape<string> {
  return createIntl(
    {
      locale,
      messages,
      defaultLocale: DEFAULT_LOCALE,
      timeZone: TIME_ZONE,
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    createIntlCache(),
  );
}

interface LocaleContextValue {
  locale: Locale;
  setLocale(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function IntlRoot({
  initialLocale,
  initialMessages,
  children,
}: {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
}) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    setCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
    document.documentElement.lang = locale;
    setState({ locale, messages });
  }, []);

  const localeValue = useMemo(
    () => ({ locale: state.locale, setLocale }),
    [state.locale, setLocale],
  );

  return (
    <LocaleContext.Provider value={localeValue}>
      <IntlProvider
        locale={state.locale}
        messages={state.messages}
        defaultLocale={DEFAULT_LOCALE}
        timeZone={TIME_ZONE}
        onError={handleIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside IntlRoot');
  return value;
}
