// The help writes a volunteer may make offline (DESIGN.md section 8), registered at startup:
// offering help, and changing or pausing the offer. A new offer's id is made on the device, so a
// replay is applied once (a repeat is a 409 duplicate_id, which the outbox counts as done).
import type { Availability } from '../../../../common/schemas/volunteer-profile';
import type { HelpOfferStatus } from '../../../../common/schemas/help';
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';
import { helpKeys } from '../keys';
import type { HelpOffer } from '../types';

export const HELP_OFFER_SAVE = 'help_offer.save';

export interface HelpOfferWrite {
  id: string;
  /** POST for a new offer, PATCH for the one the volunteer has. */
  create: boolean;
  categoryIds: string[];
  radiusKm: number;
  availability: Availability;
  note: string | null;
  status?: HelpOfferStatus;
}

defineOutboxAction<HelpOfferWrite, HelpOffer>({
  kind: HELP_OFFER_SAVE,
  label: () => ({ id: 'offline.item.helpOffer' }),
  fixHref: () => '/een-op-een-hulp?stap=helpen',
  target: ({ id }) => `help_offer:${id}`,
  async send({ api, requestOptions }, { id, create, ...attributes }) {
    const document = { data: { type: 'help_offers', id, attributes } };
    const result = create
      ? await api.post<HelpOffer>('/help_offers', document, requestOptions)
      : await api.patch<HelpOffer>(
          `/help_offers/${encodeURIComponent(id)}`,
          document,
          requestOptions,
        );
    return result.data;
  },
  // The page shows the saved offer at once, also while it waits for the network.
  apply(queryClient, { context, payload }) {
    const key = helpKeys.myOffer(context.tenant);
    const current = queryClient.getQueryData<HelpOffer | null>(key);
    queryClient.setQueryData<HelpOffer | null>(key, {
      ...(current ?? {
        type: 'help_offers',
        volunteerId: '',
        volunteerName: '',
        centerId: '',
        located: false,
        city: null,
        vogIssuedOn: null,
        vogChecked: false,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        status: 'active',
      }),
      id: payload.id,
      categoryIds: payload.categoryIds,
      radiusKm: payload.radiusKm,
      availability: payload.availability,
      note: payload.note,
      ...(payload.status ? { status: payload.status } : {}),
    } as HelpOffer);
  },
  async settle(queryClient, _result, { context }) {
    await queryClient.invalidateQueries({ queryKey: helpKeys.myOffer(context.tenant) });
  },
  async revert(queryClient, { context }) {
    await queryClient.invalidateQueries({ queryKey: helpKeys.myOffer(context.tenant) });
  },
});
