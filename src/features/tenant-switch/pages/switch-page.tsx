// /switch: lets a visitor pick the partner (the `tenant` cookie) where the host does not
// decide it, e.g. on localhost or a shared demo host.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { TENANT_NAMES } from '../../../../common/tenants/tenant-configs';
import { useAppContext } from '../../../lib/app-context';
import { chooseTenant } from '../../../lib/tenant';

const useStyles = makeStyles({
  root: {
    maxWidth: '36rem',
    marginInline: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  list: {
    listStyleType: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  button: { width: '100%', justifyContent: 'space-between' },
});

export default function SwitchPage() {
  const styles = useStyles();
  const { config, tenant } = useAppContext();
  return (
    <section className={styles.root}>
      <Title1 as="h1">
        <FormattedMessage id="switch.title" />
      </Title1>
      <Body1>
        <FormattedMessage id="switch.intro" />
      </Body1>
      {tenant.hostDecidesTenant ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <FormattedMessage
              id="switch.hostDecides"
              values={{ name: tenant.tenantConfig.appName }}
            />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <ul className={styles.list}>
        {TENANT_NAMES.filter((name) => config.tenants[name]).map((name) => {
          const current = name === tenant.tenant;
          return (
            <li key={name}>
              <Button
                className={styles.button}
                size="large"
                shape="circular"
                appearance={current ? 'primary' : 'secondary'}
                aria-pressed={current}
                disabled={tenant.hostDecidesTenant}
                onClick={() => {
                  chooseTenant(config, name);
                  window.location.assign('/');
                }}
              >
                {config.tenants[name]?.appName ?? name}
              </Button>
            </li>
          );
        })}
      </ul>
      <Body1>
        <a href="/">
          <FormattedMessage id="switch.back" />
        </a>
      </Body1>
    </section>
  );
}
