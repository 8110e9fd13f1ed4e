// /organizations/:id/move: give an organization another parent in the tree. Only admins, and
// only on platforms whose tenant allows moving (SPEC section 6); elsewhere the page says why not.
import { Body1, Field, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useOrganization } from '../api/get-organization';
import { useOrganizations } from '../api/get-organizations';
import { useMoveOrganization } from '../api/move-organization';
import { describeError } from '../../../components/error-message';
import { ErrorSummaryBox } from '../../../components/error-summary';
import { SubmitRow } from '../../../components/form-parts';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { canMove } from '../permissions';
import { useActor } from '../use-actor';
import { PageSpinner } from '../../../components/page-spinner';

const TOP_LEVEL = '';

export default function OrganizationMovePage({ params }: { params: { id?: string } }) {
  const intl = useIntl();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const { tenant } = useAppContext();
  const id = params.id ?? '';
  const actor = useActor();
  const allowed = canMove(actor, tenant.tenantConfig.allowOrganizationMove);
  const organization = useOrganization(id);
  const candidates = useOrganizations({ page: 1, pageSize: 1000, sort: 'name' }, allowed);
  const move = useMoveOrganization(id);
  const [parentId, setParentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const t = useT();
  const back = { href: `/organizations/${id}`, label: t('organizations.backToOrganization') };

  if (!organization.data) {
    return (
      <PageFrame title={t('route.organizationMove')} back={back}>
        <PageSpinner label={t('app.loading')} />
      </PageFrame>
    );
  }
  const o = organization.data;
  if (!allowed) {
    return (
      <PageFrame title={t('organizations.move.title', { name: o.name })} back={back}>
        <MessageBar intent="info">
          <MessageBarBody>
            {t(
              tenant.tenantConfig.allowOrganizationMove
                ? 'organizations.move.adminsOnly'
                : 'organizations.move.notHere',
            )}
          </MessageBarBody>
        </MessageBar>
      </PageFrame>
    );
  }

  // An organization cannot move under itself or under one of its own descendants.
  const all = candidates.data?.organizations ?? [];
  const descendants = new Set<string>([o.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of all) {
      if (c.parentId && descendants.has(c.parentId) && !descendants.has(c.id)) {
        descendants.add(c.id);
        grew = true;
      }
    }
  }
  const choices = all.filter((c) => !descendants.has(c.id));
  const value = parentId ?? o.parentId ?? TOP_LEVEL;
  const current = all.find((c) => c.id === o.parentId)?.name;

  return (
    <PageFrame
      title={t('organizations.move.title', { name: o.name })}
      intro={t('organizations.move.intro')}
      back={back}
    >
      <form
        className={`${page.card} ${page.form}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          const target = value === TOP_LEVEL ? null : value;
          move.mutate(target, {
            onSuccess: () => {
              toast.success(t('organizations.moved', { name: o.name }));
              navigate(`/organizations/${id}`);
            },
            onError: (err) => {
              setError(describeError(intl, err));
              setFailures((n) => n + 1);
            },
          });
        }}
      >
        <ErrorSummaryBox items={[]} formError={error ?? undefined} focusKey={failures} />
        <Body1>
          {current
            ? t('organizations.move.current', { parent: current })
            : t('organizations.move.currentTop')}
        </Body1>
        {candidates.isPending ? <PageSpinner label={t('app.loading')} /> : null}
        <Field label={t('organizations.move.parent')} hint={t('organizations.move.parentHint')}>
          <Select value={value} onChange={(_, d) => setParentId(d.value)}>
            <option value={TOP_LEVEL}>{t('organizations.move.top')}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <SubmitRow
          needsNetwork
          label={t('organizations.move.submit')}
          submitting={move.isPending}
          cancelHref={`/organizations/${id}`}
        />
      </form>
    </PageFrame>
  );
}
