// The center's social links in the footer: one labelled link per network, opening in a new tab
// (said to screen readers). Names, not brand logos: Fluent has no brand icons, and a name is
// what everyone recognises.
import { makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { SOCIAL_NETWORK_NAMES, type SocialLink } from '../../../common/schemas/content';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export function SocialLinks({ links }: { links: SocialLink[] }) {
  const styles = useStyles();
  const intl = useIntl();
  if (links.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'footer.social' })}>
      {links.map((link) => (
        <li key={link.network}>
          <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
            {SOCIAL_NETWORK_NAMES[link.network]}
            <OpenRegular aria-hidden />
            <span className={styles.srOnly}>{intl.formatMessage({ id: 'footer.newTab' })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A footer link: the app's own routes through the router, other sites as plain links. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
