// /form_builder and /content/forms: the center's forms for its coordinators and admins, with a
// button for a new one. In the content area the page goes back to the website's pages.
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';
import { FormsTable } from '../components/forms-table';
import { useCanBuildForms } from '../form-access';

export default function FormsListPage({ route }: { route?: { path: string } }) {
  const t = useT();
  const [, navigate] = useLocation();
  const mayBuild = useCanBuildForms();
  const inContent = route?.path.startsWith('/content') ?? false;
  return (
    <PageFrame
      title={t('forms.list.title')}
      intro={t('forms.list.intro')}
      back={inContent ? { href: '/content', label: t('forms.list.backToContent') } : undefined}
      actions={
        mayBuild ? (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate('/form_builder/new')}
            data-testid="new-form"
          >
            {t('forms.list.new')}
          </Button>
        ) : undefined
      }
    >
      {mayBuild ? (
        <FormsTable />
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{t('forms.noAccess')}</MessageBarBody>
        </MessageBar>
      )}
    </PageFrame>
  );
}
