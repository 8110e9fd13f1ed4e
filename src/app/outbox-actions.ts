// Every write that may happen offline, registered at startup (before the persisted cache is
// restored, so a restored queued write finds how it is sent). A feature with offline writes adds
// its module here.
import '../features/profile/api/outbox-actions';
import '../features/vacancies/api/outbox-actions';
import '../features/conversations/api/outbox-actions';
import '../features/help/api/outbox-actions';
import '../features/volunteer-pool/api/outbox-actions';
import '../features/hours/api/outbox-actions';
import '../features/social-map/api/outbox-actions';
import '../features/activities/api/outbox-actions';
import '../features/public-forms/api/outbox-actions';
