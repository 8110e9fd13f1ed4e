// /test/tiptap: the rich-text editor's content profile (pages, news) with a sample of everything
// it writes, and the round trip through the server: the editor's HTML, what the server's
// sanitizer keeps of it (POST /pages/preview stores nothing), and that kept HTML as a page shows
// it. The API is called through the app's client directly: a feature does not import another's.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContentHtml } from '../../../components/content-html';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { describeError } from '../../../components/error-message';
import { useAppContext } from '../../../lib/app-context';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { DevPage, useDevStyles } from '../components/dev-page';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
    alignItems: 'start',
  },
  column: { minWidth: 0 },
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const SAMPLE_VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A text with everything the content profile writes, in the visitor's language. */
function buildSample(t: (id: string) => string): string {
  const s = (id: string) => escapeHtml(t(`dev.tiptap.sample.${id}`));
  return [
    `<h2>${s('heading')}</h2>`,
    `<p>${s('intro')} <a href="https://www.example.org">${s('link')}</a>.</p>`,
    `<ul><li><p>${s('listOne')}</p></li><li><p>${s('listTwo')}</p></li></ul>`,
    '<table><tbody>',
    `<tr><th><p>${s('day')}</p></th><th><p>${s('hours')}</p></th></tr>`,
    `<tr><td><p>${s('monday')}</p></td><td><p>9:00 - 12:00</p></td></tr>`,
    `<tr><td><p>${s('thursday')}</p></td><td><p>13:00 - 17:00</p></td></tr>`,
    '</tbody></table>',
    `<img src="/brand/volunteerly/logo.svg" alt="${s('imageAlt')}">`,
    `<p><a href="${SAMPLE_VIDEO}">${SAMPLE_VIDEO}</a></p>`,
  ].join('');
}

export default function TestTiptapPage() {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const devStyles = useDevStyles();
  const { api } = useAppContext();
  const [html, setHtml] = useState(() => buildSample(t));
  const [kept, setKept] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    setError(null);
    try {
      const result = await api.post<{ bodyNl: string | null }>('/pages/preview', {
        data: { type: 'page_previews', attributes: { bodyNl: html } },
      });
      setKept(result.data.bodyNl ?? null);
    } catch (e) {
      setError(describeError(intl, e));
    } finally {
      setChecking(false);
    }
  };

  return (
    <DevPage titleId="dev.tiptap.title" introId="dev.tiptap.intro">
      <div className={devStyles.card}>
        <RichTextEditor
          label={t('dev.tiptap.editor')}
          value={html}
          onChange={setHtml}
          profile="content"
          data-testid="tiptap-editor"
        />
        <div className={devStyles.row}>
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            disabled={checking}
            onClick={() => void check()}
            data-testid="tiptap-check"
          >
            <FormattedMessage id="dev.tiptap.check" />
          </Button>
        </div>
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <div className={styles.columns}>
        <section className={`${devStyles.card} ${styles.column}`} aria-labelledby="tiptap-sent">
          <h2 id="tiptap-sent" className={devStyles.heading}>
            <FormattedMessage id="dev.tiptap.editorHtml" />
          </h2>
          {/* A scroll box a keyboard can reach and scroll (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre className={devStyles.pre} tabIndex={0} data-testid="tiptap-editor-html">
            {html}
          </pre>
        </section>
        <section className={`${devStyles.card} ${styles.column}`} aria-labelledby="tiptap-kept">
          <h2 id="tiptap-kept" className={devStyles.heading}>
            <FormattedMessage id="dev.tiptap.keptHtml" />
          </h2>
          {kept === undefined ? (
            <FormattedMessage id="dev.tiptap.notChecked" />
          ) : (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <pre className={devStyles.pre} tabIndex={0} data-testid="tiptap-kept-html">
              {kept ?? t('dev.tiptap.nothingKept')}
            </pre>
          )}
        </section>
        <section className={`${devStyles.card} ${styles.column}`} aria-labelledby="tiptap-shown">
          <h2 id="tiptap-shown" className={devStyles.heading}>
            <FormattedMessage id="dev.tiptap.rendered" />
          </h2>
          {kept ? (
            <ContentHtml html={kept} data-testid="tiptap-rendered" />
          ) : (
            <FormattedMessage
              id={kept === null ? 'dev.tiptap.nothingKept' : 'dev.tiptap.notChecked'}
            />
          )}
        </section>
      </div>
    </DevPage>
  );
}
