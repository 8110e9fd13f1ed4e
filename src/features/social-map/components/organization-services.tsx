// An organization's services on its page (the social map's part of it): each with its opening
// hours and 'open now'. Its managers also get the editor (./service-manager.tsx).
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useTags } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { useOrganizationServices } from '../api/get-organization-services';
import { ServiceDetails } from './service-details';

const useStyles = makeStyles({
  list: { display: 'grid', gap: 0, margin: 0, padding: 0, listStyleType: 'none' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

export function OrganizationServices({
  organizationId,
  renderManage,
}: {
  organizationId: string;
  /** The add button and per-service actions for its managers. */
  renderManage?: {
    add: () => React.ReactNode;
    actions: (serviceId: string) => React.ReactNode;
  };
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const services = useOrganizationServices(organizationId);
  const tags = useTags();
  return (
    <section className={page.card} aria-labelledby="organization-services">
      <div className={styles.head}>
        <h2 id="organization-services" className={page.h2}>
          {t('socialMap.services')}
        </h2>
        {renderManage?.add()}
      </div>
      {!services.data ? (
        <PageSpinner label={t('app.loading')} />
      ) : services.data.length === 0 ? (
        <Body1>{t('socialMap.noServices')}</Body1>
      ) : (
        <ul className={styles.list} data-testid="organization-services">
          {services.data.map((s) => (
            <li key={s.id}>
              <ServiceDetails
                service={s}
                tags={tags.data ?? []}
                actions={s.canManage ? renderManage?.actions(s.id) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
