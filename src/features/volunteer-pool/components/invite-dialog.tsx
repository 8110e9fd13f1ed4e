// "Uitnodigen": the invitation to one pool volunteer - which vacancy (the one matched against, or
// any published one the reader manages) and a personal message, prefilled and editable. A vacancy
// that needs a certificate of conduct says so before sending. Server refusals land on the fields
// (409 already_invited on the form).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { ERROR_CODE } from '../../../../common/errors';
import { pickLocalized } from '../../../../common/matching';
import {
  profileReplyCreateSchema,
  type ProfileReplyCreateInput,
} from '../../../../common/schemas/profile-replies';
import { ErrorSummary } from '../../../components/error-summary';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { SelectField, TextareaField } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { validateWithSchema } from '../../../lib/forms/validation';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useCreateProfileReply } from '../api/create-profile-reply';
import type { PickableVacancy, PoolVolunteer } from '../types';

const validate = validateWithSchema<ProfileReplyCreateInput>(profileReplyCreateSchema);

function VogNote({ vacancies }: { vacancies: PickableVacancy[] }) {
  const t = useT();
  const id = useField<string>('vacancyId', { subscription: { value: true } }).input.value;
  if (!vacancies.find((v) => v.id === id)?.requiresVog) return null;
  return (
    <MessageBar intent="info">
      <MessageBarBody>{t('pool.invite.vogNote')}</MessageBarBody>
    </MessageBar>
  );
}

export function InviteDialog({
  volunteer,
  vacancies,
  vacancyId,
  senderName,
  onClose,
}: {
  volunteer: PoolVolunteer | null;
  vacancies: PickableVacancy[];
  vacancyId: string;
  /** Who signs the prefilled message (the reader's first name). */
  senderName: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = useT();
  const create = useCreateProfileReply();
  const gate = useNetworkGate();
  if (!volunteer) return null;
  const title = (v: PickableVacancy) =>
    pickLocalized(v.titleNl, v.titleEn, intl.locale) || t('pool.unnamedVacancy');
  const initialVacancy = vacancyId || (vacancies.length === 1 ? vacancies[0]!.id : '');
  const picked = vacancies.find((v) => v.id === initialVacancy);
  const message = t('pool.invite.defaultMessage', {
    name: volunteer.firstName || volunteer.displayName,
    vacancy: picked ? title(picked) : t('pool.invite.ourVacancy'),
    sender: senderName,
  });
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <Form<ProfileReplyCreateInput>
          validate={validate}
          validateOnBlur
          initialValues={{ vacancyId: initialVacancy, volunteerId: volunteer.id, message }}
          onSubmit={async (values) => {
            try {
              await create.mutateAsync(values);
              toast.success(t('pool.invite.sent', { name: volunteer.displayName }));
              onClose();
              return undefined;
            } catch (error) {
              return toSubmitErrors(intl, error, {
                byCode: { [ERROR_CODE.alreadyInvited]: 'profileReplies.error.alreadyInvited' },
              });
            }
          }}
          render={({ form, submitting }) => (
            <form onSubmit={(event) => void submitWithFreshErrors(form, event)} noValidate>
              <DialogBody>
                <DialogTitle>{t('pool.invite.title', { name: volunteer.displayName })}</DialogTitle>
                <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
                  <ErrorSummary />
                  <SelectField
                    name="vacancyId"
                    label={t('pool.invite.vacancy')}
                    required
                    options={[
                      { value: '', label: t('pool.invite.chooseVacancy') },
                      ...vacancies.map((v) => ({ value: v.id, label: title(v) })),
                    ]}
                  />
                  <VogNote vacancies={vacancies} />
                  {gate.hint}
                  <TextareaField
                    name="message"
                    label={t('pool.invite.message')}
                    hint={t('pool.invite.messageHint')}
                    required
                    rows={7}
                  />
                </DialogContent>
                <DialogActions>
                  <Button appearance="secondary" onClick={onClose} disabled={submitting}>
                    {t('admin.cancel')}
                  </Button>
                  <NetworkSubmitButton gate={gate} submitting={submitting}>
                    {t('pool.invite.send')}
                  </NetworkSubmitButton>
                </DialogActions>
              </DialogBody>
            </form>
          )}
        />
      </DialogSurface>
    </Dialog>
  );
}
