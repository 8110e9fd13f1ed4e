// /users/:id: one user's details, roles (with remove) and organizations, and what the signed-in
// user may do with them.
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useT } from '../../../lib/use-t';
import { useUser } from '../api/get-user';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { UserActions } from '../components/user-actions';
import { UserStatusBadge } from '../components/user-badges';
import { UserRoles } from '../components/user-roles';
import { getUserName } from '../types';
import { canSeeAuditLog } from '../grant-rules';
import { useGranter } from '../use-granter';
import { PageSpinner } from '../../../components/page-spinner';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    '@media (min-width: 1024px)': { gridTemplateColumns: '3fr 2fr' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingHorizontalL },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

export default function UserPage({ params }: { params: { id?: string } }) {
  const intl = useIntl();
  const styles = useStyles();
  const page = usePageStyles();
  const id = params.id ?? '';
  const user = useUser(id);
  const { granter, userId } = useGranter();
  // Every change here needs the network: offline the buttons are disabled, the reason shown once.
  const gate = useNetworkGate();
  const t = useT();
  const back = { href: '/users', label: t('users.backToList') };

  if (!user.data) {
    return (
      <PageFrame title={t('route.user')} back={back}>
        <PageSpinner label={t('app.loading')} />
      </PageFrame>
    );
  }
  const u = user.data;
  const date = (value: string | null) =>
    value
      ? intl.formatDate(value, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Amsterdam',
        })
      : t('users.never');
  const rows: [string, ReactNode][] = [
    [t('users.field.email'), u.email],
    [t('users.field.phone'), u.phone || '—'],
    [t('users.field.locale'), t(`users.locale.${u.locale}`)],
    [t('users.field.status'), <UserStatusBadge key="s" status={u.status} />],
    [t('users.field.confirmed'), u.confirmed ? t('users.yes') : t('users.notYet')],
    [t('users.field.lastSignIn'), date(u.lastSignInAt)],
    [
      t('users.field.twoFactor'),
      u.twoFactorEnabled ? t('users.twoFactor.on') : t('users.twoFactor.off'),
    ],
    [t('users.field.createdAt'), date(u.createdAt)],
  ];

  return (
    <PageFrame title={getUserName(u)} back={back}>
      <UserActions user={u} granter={granter} currentUserId={userId} gate={gate} />
      {gate.hint}
      {canSeeAuditLog(granter) ? (
        <Body1>
          <AppLink href={`/users?tab=audit&actor=${u.id}`}>{t('users.auditOfUser')}</AppLink>
        </Body1>
      ) : null}
      <div className={styles.grid}>
        <section className={page.card} aria-labelledby="user-details">
          <h2 id="user-details" className={page.h2}>
            {t('users.details')}
          </h2>
          <dl className={styles.details}>
            {rows.map(([term, value]) => (
              <Fragment key={term}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
        <div className={styles.side}>
          <section className={page.card} aria-labelledby="user-roles">
            <h2 id="user-roles" className={page.h2}>
              {t('users.roles')}
            </h2>
            <UserRoles user={u} granter={granter} gate={gate} />
          </section>
          <section className={page.card} aria-labelledby="user-organizations">
            <h2 id="user-organizations" className={page.h2}>
              {t('users.organizations')}
            </h2>
            {(u.organizations ?? []).length === 0 ? (
              <Body1>{t('users.noOrganizations')}</Body1>
            ) : (
              <ul className={styles.list}>
                {(u.organizations ?? []).map((o) => (
                  <li key={o.id}>
                    <AppLink href={`/organizations/${o.id}`}>{o.name ?? o.id}</AppLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </PageFrame>
  );
}
