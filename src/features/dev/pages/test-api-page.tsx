// /test/api: sends one request through the app's api client (with every tenant header) and
// shows the status, the headers sent (token masked) and the deserialized camelCase answer.
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HEADER } from '../../../../common/constants';
import {
  buildRequestHeaders,
  isApiError,
  type ApiResult,
  type HttpMethod,
} from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { DevPage, useDevStyles } from '../components/dev-page';
import { maskSecret } from '../components/mask-secret';

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type Outcome =
  | { kind: 'ok'; result: ApiResult<unknown> }
  | {
      kind: 'error';
      status: number;
      message: string;
      code?: string;
      errors: unknown;
      headers: Record<string, string>;
    };

function maskHeaders(headers: Record<string, string>): Record<string, string> {
  const out = { ...headers };
  if (out[HEADER.accessToken]) out[HEADER.accessToken] = maskSecret(out[HEADER.accessToken]);
  return out;
}

/** JSON text of a deserialized graph, which may hold cycles (a resource seen again is named). */
function stringifyGraph(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v !== 'object' || v === null) return v;
      if (seen.has(v)) {
        const r = v as { type?: string; id?: string };
        return r.type && r.id ? `[${r.type} ${r.id}]` : '[cycle]';
      }
      seen.add(v);
      return v;
    },
    2,
  );
}

export default function TestApiPage() {
  const intl = useIntl();
  const styles = useDevStyles();
  const { api } = useAppContext();
  const [method, setMethod] = useState<HttpMethod>('GET');
  const [path, setPath] = useState('/volunteer_centers/current?include=profile');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    let parsed: unknown;
    if (hasBody && body.trim()) {
      try {
        parsed = JSON.parse(body);
      } catch {
        setBodyError(intl.formatMessage({ id: 'dev.api.invalidJson' }));
        return;
      }
    }
    setBodyError(null);
    setSending(true);
    try {
      const result = await api.request(method, path, parsed);
      setOutcome({ kind: 'ok', result });
    } catch (error) {
      const headers = buildRequestHeaders(api.context());
      setOutcome(
        isApiError(error)
          ? {
              kind: 'error',
              status: error.status,
              message: error.message,
              code: error.code,
              errors: error.errors,
              headers,
            }
          : { kind: 'error', status: 0, message: String(error), errors: [], headers },
      );
    } finally {
      setSending(false);
    }
  };

  const sentHeaders = outcome?.kind === 'ok' ? outcome.result.request.headers : outcome?.headers;

  return (
    <DevPage titleId="dev.api.title" introId="dev.api.intro">
      <form className={styles.card} onSubmit={(e) => void send(e)}>
        <div className={styles.row}>
          <Field label={intl.formatMessage({ id: 'dev.api.method' })}>
            <Select value={method} onChange={(_, d) => setMethod(d.value as HttpMethod)}>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={intl.formatMessage({ id: 'dev.api.path' })}
            hint={intl.formatMessage({ id: 'dev.api.pathHint' })}
          >
            <Input
              value={path}
              onChange={(_, d) => setPath(d.value)}
              size="large"
              style={{ minWidth: '20rem' }}
            />
          </Field>
        </div>
        {hasBody && (
          <Field
            label={intl.formatMessage({ id: 'dev.api.body' })}
            hint={intl.formatMessage({ id: 'dev.api.bodyHint' })}
            validationState={bodyError ? 'error' : 'none'}
            validationMessage={bodyError ?? undefined}
          >
            <Textarea value={body} onChange={(_, d) => setBody(d.value)} rows={6} />
          </Field>
        )}
        <div className={styles.row}>
          <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={sending}>
            <FormattedMessage id="dev.api.send" />
          </Button>
        </div>
      </form>

      {outcome && (
        <section className={styles.card} aria-labelledby="api-result" aria-live="polite">
          <h2 id="api-result" className={styles.heading}>
            <FormattedMessage id="dev.api.result" />
          </h2>
          <Body1 data-testid="api-status">
            <FormattedMessage
              id="dev.api.status"
              values={{ status: outcome.kind === 'ok' ? outcome.result.status : outcome.status }}
            />
          </Body1>
          {outcome.kind === 'error' && (
            <MessageBar intent="error">
              <MessageBarBody>{outcome.message}</MessageBarBody>
            </MessageBar>
          )}
          <h3 className={styles.heading}>
            <FormattedMessage id="dev.api.headersSent" />
          </h3>
          <pre className={styles.pre} data-testid="api-headers">
            {JSON.stringify(maskHeaders(sentHeaders ?? {}), null, 2)}
          </pre>
          <h3 className={styles.heading}>
            <FormattedMessage id="dev.api.response" />
          </h3>
          <pre className={styles.pre} data-testid="api-response">
            {outcome.kind === 'ok'
              ? stringifyGraph({
                  data: outcome.result.data,
                  meta: outcome.result.meta,
                  links: outcome.result.links,
                })
              : stringifyGraph({ code: outcome.code, errors: outcome.errors })}
          </pre>
        </section>
      )}
    </DevPage>
  );
}
