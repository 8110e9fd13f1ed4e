// /volunteerly/changelog (white background): what changed in the product, read from the repo's
// own CHANGELOG.md at build time (only this page's chunk holds it), newest release first.
import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import changelogText from '../../../../CHANGELOG.md?raw';
import { PageFrame } from '../../../components/page-frame';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import { readChangelog, type Inline } from '../read-changelog';

const CHANGELOG = readChangelog(changelogText);
const KNOWN_GROUPS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  release: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    maxWidth: '48rem',
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
  },
  h2: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  date: { color: tokens.colorNeutralForeground2 },
  h3: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  items: { margin: 0, paddingLeft: '1.25rem', lineHeight: tokens.lineHeightBase400 },
  item: { marginBottom: tokens.spacingVerticalXS },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: '0.92em',
    padding: '0 0.25em',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

function InlineText({ parts }: { parts: Inline[] }) {
  const styles = useStyles();
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part.kind === 'code' ? (
            <code className={styles.code}>{part.text}</code>
          ) : part.kind === 'link' ? (
            <a href={part.href} rel="noopener noreferrer">
              {part.text}
            </a>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
    </>
  );
}

export default function ChangelogPage() {
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const formatDate = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  return (
    <PageFrame title={t('changelog.title')} intro={t('changelog.intro')}>
      <div className={styles.list}>
        {CHANGELOG.releases.map((release) => (
          <section
            key={release.version}
            className={styles.release}
            aria-labelledby={`release-${release.version}`}
          >
            <div className={styles.head}>
              <h2 id={`release-${release.version}`} className={styles.h2}>
                {release.version === 'Unreleased'
                  ? t('changelog.unreleased')
                  : t('changelog.version', { version: release.version })}
              </h2>
              {release.date ? (
                <time className={styles.date} dateTime={release.date}>
                  {formatDate(release.date)}
                </time>
              ) : null}
            </div>
            {release.groups.map((group) => (
              <Fragment key={group.name}>
                <h3 className={styles.h3}>
                  {KNOWN_GROUPS.includes(group.name)
                    ? t(`changelog.group.${group.name.toLowerCase()}`)
                    : group.name}
                </h3>
                <ul className={styles.items}>
                  {group.items.map((item, i) => (
                    <li key={i} className={styles.item}>
                      <InlineText parts={item} />
                    </li>
                  ))}
                </ul>
              </Fragment>
            ))}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
