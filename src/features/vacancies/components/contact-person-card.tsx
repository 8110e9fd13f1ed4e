// 'Vragen? Neem contact op met ...': the center's contact person (set on
// /instellingen/contact-person) beside every vacancy, with a photo when there is one, and phone
// and e-mail as links a phone can act on. Nothing shows while the center named no one.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { PhoneRegular } from '@fluentui/react-icons/svg/phone';
import { usePageStyles } from '../../../components/page-frame';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useCurrentCenter } from '../../../lib/center';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  card: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: tokens.spacingHorizontalM },
  photo: {
    display: 'grid',
    placeItems: 'center',
    width: '64px',
    height: '64px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: '32px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  lead: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  role: { margin: 0, color: tokens.colorNeutralForeground2 },
  ways: { listStyleType: 'none', margin: 0, padding: 0 },
  way: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '32px',
    overflowWrap: 'anywhere',
  },
});

export function ContactPersonCard({ className }: { className?: string }) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const profile = useCurrentCenter().data?.profile;
  const name = profile?.contactPersonName;
  if (!profile || !name) return null;
  const { contactPersonRole: role, contactPersonPhone: phone, contactPersonEmail: email } = profile;
  return (
    <section
      className={mergeClasses(page.card, styles.card, className)}
      aria-label={t('vacancies.contact.label')}
      data-testid="vacancy-contact"
    >
      <span className={styles.photo}>
        {profile.contactPersonPhoto ? (
          <ResponsiveImage image={profile.contactPersonPhoto} sizes="64px" alt="" fill />
        ) : (
          <PersonRegular aria-hidden />
        )}
      </span>
      <div className={styles.text}>
        <p className={styles.lead}>{t('vacancies.contact.lead', { name })}</p>
        {role ? <p className={styles.role}>{role}</p> : null}
        <ul className={styles.ways}>
          {phone ? (
            <li>
              <a className={styles.way} href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
                <PhoneRegular aria-hidden />
                {phone}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a className={styles.way} href={`mailto:${email}`}>
                <MailRegular aria-hidden />
                {email}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
