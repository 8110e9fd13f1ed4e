// One-to-one help as the browser reads it (common/schemas/help.ts, flattened and camelCased).
import type { Flat } from '../../../common/jsonapi';
import type {
  HelpMatchAttributes,
  HelpOfferAttributes,
  HelpRequestAttributes,
  HelpRequestEventAttributes,
  HelpSuggestion,
} from '../../../common/schemas/help';

export type HelpRequestEvent = Flat<HelpRequestEventAttributes>;

export type HelpRequest = Flat<HelpRequestAttributes> & {
  events?: HelpRequestEvent[];
  meta?: { categoryRequiresVog?: boolean; suggestions?: HelpSuggestion[] };
};

export type HelpOffer = Flat<HelpOfferAttributes>;

export type HelpMatch = Flat<HelpMatchAttributes> & {
  meta?: { warnings?: { code: string }[] };
};

export type { HelpSuggestion };
