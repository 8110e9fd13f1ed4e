// /forms/:token: a center's form answered without an account (empty layout). Sending works
// offline: the answers wait on the device and go once the network is back, exactly once; the
// visitor sees that they wait, then the form's thank-you. /forms without a token says the link is
// incomplete.
import {
  Body1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title1,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { FORM_ERROR } from 'final-form';
import { useQueryClient } from '@tanstack/react-query';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useCurrentCenter } from '../../../lib/center';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { FormRenderer } from '../../../components/form-renderer/form-renderer';
import { PageSpinner } from '../../../components/page-spinner';
import { isApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/intl';
import { newClientId } from '../../../lib/offline/ids';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { registerOutboxDefaults } from '../../../lib/offline/outbox';
import { useAppContext } from '../../../lib/app-context';
import { useT } from '../../../lib/use-t';
import type { FormAnswers } from '../../../../common/schemas/forms';
import { usePublicForm } from '../api/get-public-form';
import { PUBLIC_FORM_SUBMIT, type PublicFormSubmissionWrite } from '../api/outbox-actions';
import { usePublicFormUpload } from '../api/upload-public-form-file';
import { FormBrand, useCenterName } from '../components/form-brand';
import { HoneypotField } from '../components/honeypot-field';
import { usePendingSubmission } from '../components/use-pending-submission';

const useStyles = makeStyles({
  // The form as a card on the center's lightest brand tint, the way residents know forms from
  // other services; the empty layout's padding is taken over so the tint fills the screen.
  backdrop: {
    // The layout's padding is outside its 100vh: covering it too leaves no white edge below.
    minHeight: `calc(100vh + 2 * ${tokens.spacingVerticalXXL})`,
    boxSizing: 'border-box',
    margin: `calc(-1 * ${tokens.spacingVerticalXXL}) calc(-1 * ${tokens.spacingHorizontalL})`,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground2,
    '@media (max-width: 599px)': {
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    },
  },
  root: {
    maxWidth: '45rem',
    marginInline: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    position: 'relative',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    '@media (max-width: 599px)': {
      padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    },
  },
  footer: {
    maxWidth: '45rem',
    marginInline: 'auto',
    marginTop: tokens.spacingVerticalL,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    '& a': { color: tokens.colorNeutralForeground2 },
  },
  thanks: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXL,
  },
  thanksIcon: { fontSize: '64px', color: tokens.colorPaletteGreenForeground1 },
  description: { whiteSpace: 'pre-line' },
  title: { margin: 0, overflowWrap: 'anywhere' },
  heading: { ...typographyStyles.title1, margin: 0, overflowWrap: 'anywhere', outline: 'none' },
});

const ANSWERS_POINTER = '/data/attributes/answers/';

/** The server's refusal as final-form errors: beside each named answer, else for the whole form
 * (the error summary above the fields shows that one). */
function toErrors(intl: ReturnType<typeof useIntl>, error: unknown) {
  const out: Record<string, string> = {};
  if (isApiError(error)) {
    for (const e of error.errors) {
      const pointer = e.source?.pointer ?? '';
      if (pointer.startsWith(ANSWERS_POINTER) && e.detail) {
        out[pointer.slice(ANSWERS_POINTER.length)] = e.detail;
      }
    }
  }
  if (Object.keys(out).length === 0) out[FORM_ERROR] = describeError(intl, error);
  return out;
}

type Phase = 'form' | 'queued' | 'sent';

/** The tinted page, the card, and under it who the form is from and how to reach them. */
function Frame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const name = useCenterName();
  const profile = useCurrentCenter().data?.profile;
  return (
    <div className={styles.backdrop}>
      <div className={styles.root}>{children}</div>
      <footer className={styles.footer}>
        <span>{name}</span>
        {profile?.phone ? (
          <a href={`tel:${profile.phone.replace(/[^0-9+]/g, '')}`}>{profile.phone}</a>
        ) : null}
        {profile?.email ? <a href={`mailto:${profile.email}`}>{profile.email}</a> : null}
      </footer>
    </div>
  );
}

/** The route's parameters, as the app's router passes them to every page. */
interface Props {
  params: { token?: string };
}

export default function PublicFormPage({ params }: Props) {
  const token = params.token ?? '';
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const form = usePublicForm(token);
  const upload = usePublicFormUpload(token);
  const queryClient = useQueryClient();
  const { api } = useAppContext();
  // This page's write is defined when the page loads (not at startup): give it its defaults.
  useState(() => {
    registerOutboxDefaults(queryClient, api);
    return null;
  });
  const send = useOutbox<PublicFormSubmissionWrite, { id: string } | null>(PUBLIC_FORM_SUBMIT);
  const pending = usePendingSubmission(token);
  const [phase, setPhase] = useState<Phase>('form');
  const shownAt = useRef<number | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sending = useRef(false);

  // The fill time counts from the moment the form is on screen.
  useEffect(() => {
    if (form.data && shownAt.current === null) shownAt.current = Date.now();
  }, [form.data]);

  // Answers left waiting on this device (e.g. before a reload): show them as waiting.
  // While this page sends (online), the write is pending too: the form stays for its answer.
  const waiting = pending?.status === 'pending';
  const shownPhase: Phase =
    phase === 'queued'
      ? waiting
        ? 'queued'
        : pending
          ? 'form'
          : 'sent'
      : phase === 'form' && waiting && !sending.current
        ? 'queued'
        : phase;

  useEffect(() => {
    if (shownPhase !== 'form') headingRef.current?.focus();
  }, [shownPhase]);

  // The tab says which form and whose, not the app's name (the route's title is set first, in the
  // same commit: hence the next tick).
  const centerName = useCenterName();
  const formTitle = form.data?.title;
  useEffect(() => {
    if (!formTitle) return undefined;
    const timer = window.setTimeout(() => {
      document.title = `${formTitle} · ${centerName}`;
    });
    return () => window.clearTimeout(timer);
  }, [formTitle, centerName]);

  if (!token || (form.isError && isApiError(form.error) && form.error.status === 404)) {
    return (
      <Frame>
        <FormBrand />
        <Title1 as="h1" className={styles.title}>
          {t('publicForm.notFound.title')}
        </Title1>
        <Body1>{t(token ? 'publicForm.notFound.body' : 'publicForm.noToken.body')}</Body1>
      </Frame>
    );
  }
  if (form.isError && !form.data) {
    return (
      <Frame>
        <FormBrand />
        <MessageBar intent="error">
          <MessageBarBody>{describeError(intl, form.error)}</MessageBarBody>
        </MessageBar>
      </Frame>
    );
  }
  if (!form.data) return <PageSpinner label={t('publicForm.loading')} />;
  const data = form.data;

  const submit = async (answers: FormAnswers) => {
    sending.current = true;
    try {
      const result = await send({
        token,
        localId: newClientId(),
        answers,
        fillMs: Date.now() - (shownAt.current ?? Date.now()),
        honeypot: honeypot.current?.value ?? '',
        locale: locale === 'en' ? 'en' : 'nl',
      });
      setPhase(result.queued ? 'queued' : 'sent');
      return undefined;
    } catch (error) {
      return toErrors(intl, error);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Frame>
      <FormBrand />
      <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
        {data.title}
      </h1>
      {shownPhase === 'queued' ? (
        <MessageBar intent="info" data-testid="form-queued">
          <MessageBarBody>
            <MessageBarTitle>{t('publicForm.queued.title')}</MessageBarTitle>
            {t('publicForm.queued.body')}
          </MessageBarBody>
        </MessageBar>
      ) : shownPhase === 'sent' ? (
        <div className={styles.thanks} data-testid="form-sent" role="status">
          <CheckmarkCircleFilled className={styles.thanksIcon} aria-hidden />
          <Title1 as="p" className={styles.title}>
            {t('publicForm.sent.title')}
          </Title1>
          <Body1 className={styles.description}>
            {data.thankYou || t('publicForm.sent.default')}
          </Body1>
        </div>
      ) : (
        <>
          {data.description ? (
            <Body1 className={styles.description}>{data.description}</Body1>
          ) : null}
          {pending?.status === 'error' ? (
            <MessageBar intent="error">
              <MessageBarBody>
                <MessageBarTitle>{t('publicForm.refused.title')}</MessageBarTitle>
                {describeError(intl, pending.error)}
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <Body1>{t('formRenderer.requiredNote')}</Body1>
          <FormRenderer
            fields={data.fields}
            locale={locale}
            onSubmit={submit}
            upload={upload}
            submitLabel={t('publicForm.send')}
            extra={<HoneypotField inputRef={honeypot} />}
          />
        </>
      )}
    </Frame>
  );
}
