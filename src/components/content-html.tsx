// Shows HTML the server stored with its content profile (pages, news: server/lib/sanitize-html.ts,
// sanitizeContentHtml). The server already removed everything unsafe; here a link marked
// `video-link` becomes a card (no embedded player: nothing of the video site runs until the
// visitor leaves for it), external links open safely, links inside the app stay in the app, and
// wide tables scroll on their own instead of pushing the page sideways.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../lib/use-t';

export const VIDEO_LINK_CLASS = 'video-link';

const useStyles = makeStyles({
  root: {
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase400,
    '& > :first-child': { marginTop: 0 },
    '& h2, & h3, & h4': { lineHeight: tokens.lineHeightBase500 },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: tokens.borderRadiusMedium },
    '& figure': { margin: `${tokens.spacingVerticalL} 0` },
    '& figcaption': {
      color: tokens.colorNeutralForeground2,
      fontSize: tokens.fontSizeBase200,
      marginTop: tokens.spacingVerticalXS,
    },
    '& .content-table': { overflowX: 'auto', margin: `${tokens.spacingVerticalM} 0` },
    '& table': { borderCollapse: 'collapse', minWidth: '50%' },
    '& th, & td': {
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      textAlign: 'start',
      verticalAlign: 'top',
      // An empty cell keeps a line's height and some width, so an empty row still shows.
      height: tokens.lineHeightBase400,
      minWidth: '3rem',
    },
    '& th': { backgroundColor: tokens.colorNeutralBackground3 },
    // The editor puts a paragraph in every cell: its margins would make each row tall.
    '& th > p, & td > p': { margin: 0 },
    '& th > p + p, & td > p + p': { marginTop: tokens.spacingVerticalXS },
    '& blockquote': {
      margin: `${tokens.spacingVerticalM} 0`,
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
    },
    '& .video-card': {
      display: 'flex',
      alignItems: 'center',
      gap: tokens.spacingHorizontalM,
      maxWidth: '32rem',
      margin: `${tokens.spacingVerticalM} 0`,
      padding: tokens.spacingHorizontalM,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
      borderRadius: tokens.borderRadiusLarge,
      backgroundColor: tokens.colorNeutralBackground2,
      color: tokens.colorNeutralForeground1,
      textDecoration: 'none',
      ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
    },
    '& .video-card-play': {
      flexShrink: 0,
      width: '3rem',
      height: '3rem',
      borderRadius: tokens.borderRadiusCircular,
      display: 'grid',
      placeItems: 'center',
      backgroundColor: tokens.colorBrandBackground,
      color: tokens.colorNeutralForegroundOnBrand,
      fontSize: tokens.fontSizeBase500,
    },
    '& .video-card-text': { display: 'flex', flexDirection: 'column', minWidth: 0 },
    '& .video-card-title': { fontWeight: tokens.fontWeightSemibold },
    '& .video-card-host': {
      color: tokens.colorNeutralForeground2,
      fontSize: tokens.fontSizeBase200,
    },
  },
});

function hostOf(href: string): string {
  try {
    return new URL(href).hostname.replace(/^(www|m|player)\./, '');
  } catch {
    return href;
  }
}

/**
 * The stored HTML as it is shown: video links as cards, tables in a scroll box, external links
 * with rel=noopener. Runs on the client only (DOMParser); the input is already sanitized.
 */
export function prepareContentHtml(html: string, watchLabel: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const link of Array.from(doc.querySelectorAll<HTMLAnchorElement>(`a.${VIDEO_LINK_CLASS}`))) {
    const href = link.getAttribute('href') ?? '';
    const text = link.textContent?.trim() || href;
    const card = doc.createElement('a');
    card.className = `${VIDEO_LINK_CLASS} video-card`;
    card.setAttribute('href', href);
    const play = doc.createElement('span');
    play.className = 'video-card-play';
    play.setAttribute('aria-hidden', 'true');
    play.textContent = '\u25B6';
    const body = doc.createElement('span');
    body.className = 'video-card-text';
    const title = doc.createElement('span');
    title.className = 'video-card-title';
    title.textContent = text === href ? watchLabel : text;
    const host = doc.createElement('span');
    host.className = 'video-card-host';
    host.textContent = `${watchLabel} · ${hostOf(href)}`;
    body.append(title, host);
    card.append(play, body);
    // A card is a block: standing alone in its paragraph, it takes the paragraph's place.
    const parent = link.parentElement;
    if (parent && parent.tagName === 'P' && parent.textContent?.trim() === link.textContent?.trim())
      parent.replaceWith(card);
    else link.replaceWith(card);
  }
  for (const link of Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    if (/^https?:/i.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('rel', 'noopener noreferrer');
      link.setAttribute('target', '_blank');
    }
  }
  for (const table of Array.from(doc.querySelectorAll('table'))) {
    const box = doc.createElement('div');
    box.className = 'content-table';
    // A scroll box a keyboard can reach and scroll (axe: scrollable-region-focusable).
    box.setAttribute('tabindex', '0');
    table.replaceWith(box);
    box.append(table);
  }
  return doc.body.innerHTML;
}

export interface ContentHtmlProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

export function ContentHtml({ html, className, ...rest }: ContentHtmlProps) {
  const styles = useStyles();
  const t = useT();
  const [, navigate] = useLocation();
  const watchLabel = t('content.video.watch');
  const prepared = useMemo(() => prepareContentHtml(html, watchLabel), [html, watchLabel]);
  // A link inside the app ('/vacatures') moves within the app, without loading it again.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (/^\/(uploads|api)\//.test(href)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The click handler only routes links inside the app; the links are the interactive part.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={`${styles.root} ${className ?? ''}`}
      data-testid={rest['data-testid']}
      onClick={onClick}
      // Sanitized by the server when saved (sanitizeContentHtml in server/lib/sanitize-html.ts).
      dangerouslySetInnerHTML={{ __html: prepared }}
    />
  );
}
