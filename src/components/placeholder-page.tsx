// The honest stand-in for a page a later issue builds: it says on screen that the page is not
// built yet and which part of the product will bring it (README's feature table lists it too).
import {
  Body1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from './app-link';

export type PlannedFeature =
  | 'accounts'
  | 'matching'
  | 'content'
  | 'news'
  | 'calendar'
  | 'socialMap'
  | 'forms'
  | 'notificationTemplates'
  | 'analytics'
  | 'volunteerPool'
  | 'oneToOneHelp';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '44rem',
  },
});

interface Props {
  route: { planned?: PlannedFeature; titleId?: string };
}

export default function PlaceholderPage({ route }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const feature = intl.formatMessage({ id: `placeholder.feature.${route.planned ?? 'content'}` });
  return (
    <section className={styles.root} data-testid="placeholder-page">
      <Title1 as="h1">{route.titleId ? intl.formatMessage({ id: route.titleId }) : feature}</Title1>
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="placeholder.title" />
          </MessageBarTitle>
          <FormattedMessage id="placeholder.text" values={{ feature }} />
        </MessageBarBody>
      </MessageBar>
      <Body1>
        <AppLink href="/">
          <FormattedMessage id="placeholder.backHome" />
        </AppLink>
      </Body1>
    </section>
  );
}
