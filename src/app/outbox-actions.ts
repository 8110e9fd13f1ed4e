// Every write that may happen offline, registered at startup (before the persisted cache is
// restored, so a restored queued write finds how it is sent). A feature with offline writes adds
// its module here. The public form's write registers on its own page (its module loads with the
// page, keeping the first load of every other page within its budget): a public answer left
// waiting goes once that page is open again.
import '../features/profile/api/outbox-actions';
import '../features/vacancies/api/outbox-actions';
import '../features/conversations/api/outbox-actions';
import '../features/help/api/outbox-actions';
import '../features/volunteer-pool/api/outbox-actions';
import '../features/hours/api/outbox-actions';
import '../features/social-map/api/outbox-actions';
import '../features/activities/api/outbox-actions';
