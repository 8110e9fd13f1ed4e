// /partners: the partner centers that work together in this tenant, each with its website.
import {
  Body1,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  Text,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { BREAKPOINTS } from '../../../../common/constants';
import { useAppContext } from '../../../lib/app-context';
import { useVolunteerCenters } from '../api/get-volunteer-centers';
import { PageSpinner } from '../../../components/page-spinner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
    [`@media (min-width: ${BREAKPOINTS.md}px)`]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  },
});

function websiteOf(host: string): string {
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${host}${port}/`;
}

export default function PartnersPage() {
  const styles = useStyles();
  const intl = useIntl();
  const centers = useVolunteerCenters();
  const { tenant } = useAppContext();
  return (
    <section className={styles.root}>
      <Title1 as="h1">
        <FormattedMessage id="route.partners" />
      </Title1>
      <Body1>
        <FormattedMessage id="partners.intro" />
      </Body1>
      {tenant.tenantConfig.features.centerSharing ? (
        <MessageBar intent="info" data-testid="center-sharing">
          <MessageBarBody>
            <FormattedMessage id="partners.sharing" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {centers.isPending ? <PageSpinner label={intl.formatMessage({ id: 'app.loading' })} /> : null}
      {centers.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <FormattedMessage id="partners.loadError" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {centers.data ? (
        <ul className={styles.list}>
          {centers.data.map((center) => (
            <li key={center.id}>
              <Card>
                <CardHeader
                  header={
                    <Text as="h2" weight="semibold" size={500}>
                      {center.name}
                    </Text>
                  }
                />
                {center.hosts[0] ? (
                  <a href={websiteOf(center.hosts[0])}>
                    <FormattedMessage id="partners.visit" values={{ name: center.name }} />
                  </a>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
