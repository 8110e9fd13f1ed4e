// The mails the platform sends, in Dutch and English: what is sent unless a tenant or a center
// wrote its own wording in notification_templates. Each may use only the placeholders its event
// offers (common/schemas/notification-templates.ts; a unit test checks it).
import type { EmailEventKey } from '../../../common/schemas/notification-templates';

export {
  EMAIL_EVENT_KEYS,
  type EmailEventKey,
} from '../../../common/schemas/notification-templates';

type Templates = Record<EmailEventKey, Record<'nl' | 'en', { subject: string; body: string }>>;

export const DEFAULT_EMAIL_TEMPLATES: Templates = {
  'user.confirmation': {
    nl: {
      subject: 'Bevestig je e-mailadres voor {appName}',
      body: 'Hoi {name},\n\nWelkom bij {appName}! Bevestig je e-mailadres via deze link:\n{link}\n\nHeb je geen account aangemaakt? Dan kun je deze mail negeren.',
    },
    en: {
      subject: 'Confirm your e-mail address for {appName}',
      body: 'Hi {name},\n\nWelcome to {appName}! Please confirm your e-mail address with this link:\n{link}\n\nDid not create an account? Then you can ignore this e-mail.',
    },
  },
  'user.invitation': {
    nl: {
      subject: 'Je bent uitgenodigd voor {appName}',
      body: 'Hoi {name},\n\n{inviter} heeft een account voor je aangemaakt bij {appName}. Kies een wachtwoord via deze link:\n{link}\n\nDe link is 7 dagen geldig.',
    },
    en: {
      subject: 'You have been invited to {appName}',
      body: 'Hi {name},\n\n{inviter} created an account for you at {appName}. Choose a password with this link:\n{link}\n\nThe link is valid for 7 days.',
    },
  },
  'user.password_reset': {
    nl: {
      subject: 'Nieuw wachtwoord instellen voor {appName}',
      body: 'Hoi {name},\n\nJe hebt gevraagd om een nieuw wachtwoord. Stel het in via deze link:\n{link}\n\nDe link is 6 uur geldig. Heb je dit niet gevraagd? Dan blijft je wachtwoord gewoon hetzelfde.',
    },
    en: {
      subject: 'Set a new password for {appName}',
      body: 'Hi {name},\n\nYou asked for a new password. Set it with this link:\n{link}\n\nThe link is valid for 6 hours. Did not ask for this? Then your password stays the same.',
    },
  },
  'user.email_change': {
    nl: {
      subject: 'Bevestig je nieuwe e-mailadres voor {appName}',
      body: 'Hoi {name},\n\nBevestig je nieuwe e-mailadres via deze link:\n{link}\n\nTot je bevestigt, blijft je oude adres in gebruik.',
    },
    en: {
      subject: 'Confirm your new e-mail address for {appName}',
      body: 'Hi {name},\n\nPlease confirm your new e-mail address with this link:\n{link}\n\nUntil you confirm, your old address stays in use.',
    },
  },
  'user.email_change_notice': {
    nl: {
      subject: 'Je e-mailadres bij {appName} wordt gewijzigd',
      body: 'Hoi {name},\n\nHet e-mailadres van je account bij {appName} wordt gewijzigd in {email}.\n\nHeb je dit zelf gedaan? Dan hoef je niets te doen.\n\nWas jij het niet? Stop de wijziging dan via deze link:\n{link}\n\nJe account houdt dan dit e-mailadres en wordt op alle apparaten uitgelogd. Stel daarna een nieuw wachtwoord in via "Wachtwoord vergeten?". De link is 7 dagen geldig.',
    },
    en: {
      subject: 'Your e-mail address at {appName} is being changed',
      body: 'Hi {name},\n\nThe e-mail address of your account at {appName} is being changed to {email}.\n\nDid you do this yourself? Then there is nothing to do.\n\nWas it not you? Stop the change with this link:\n{link}\n\nYour account then keeps this address and is signed out on every device. Afterwards, set a new password with "Forgot your password?". The link is valid for 7 days.',
    },
  },
  'user.role_changed': {
    nl: {
      subject: 'Je rollen bij {appName} zijn gewijzigd',
      body: 'Hoi {name},\n\n{change}\n\nBekijk je rollen via:\n{link}',
    },
    en: {
      subject: 'Your roles at {appName} have changed',
      body: 'Hi {name},\n\n{change}\n\nSee your roles at:\n{link}',
    },
  },
  'user.two_factor_changed': {
    nl: {
      subject: 'Tweestapsverificatie bij {appName} is gewijzigd',
      body: 'Hoi {name},\n\n{change}\n\nHeb je dit zelf gedaan of gevraagd? Dan hoef je niets te doen.\n\nWas jij het niet? Dan kent iemand anders waarschijnlijk je wachtwoord. Stel meteen een nieuw wachtwoord in via deze link (je wordt dan op alle apparaten uitgelogd) en neem contact op met je vrijwilligerscentrale:\n{link}',
    },
    en: {
      subject: 'Two-step verification at {appName} has changed',
      body: 'Hi {name},\n\n{change}\n\nDid you do or ask for this yourself? Then there is nothing to do.\n\nWas it not you? Then someone else probably knows your password. Set a new password right away with this link (this signs you out on every device) and contact your volunteer center:\n{link}',
    },
  },
  'organization.approved': {
    nl: {
      subject: '{organization} staat nu op {appName}',
      body: 'Hoi {name},\n\nGoed nieuws: {organization} is goedgekeurd. Je kunt nu vacatures plaatsen en reacties van vrijwilligers ontvangen.\n\nAan de slag:\n{link}',
    },
    en: {
      subject: '{organization} is now on {appName}',
      body: 'Hi {name},\n\nGood news: {organization} has been approved. You can now post vacancies and receive applications from volunteers.\n\nGet started:\n{link}',
    },
  },
  'organization.denied': {
    nl: {
      subject: 'Je aanmelding van {organization} bij {appName}',
      body: 'Hoi {name},\n\nWe hebben de aanmelding van {organization} bekeken en kunnen hem nu niet goedkeuren. Heb je vragen of wil je iets aanpassen? Neem dan contact op met de vrijwilligerscentrale.\n\nJe aanmelding bekijken:\n{link}',
    },
    en: {
      subject: 'Your registration of {organization} at {appName}',
      body: 'Hi {name},\n\nWe have looked at the registration of {organization} and cannot approve it at this time. Questions, or want to change something? Please contact the volunteer center.\n\nSee your registration:\n{link}',
    },
  },
  'application.received': {
    nl: {
      subject: 'Nieuwe reactie op {vacancy}',
      body: 'Hoi {name},\n\n{volunteer} heeft gereageerd op je vacature {vacancy}. Lees de motivatie en laat snel iets weten:\n{link}',
    },
    en: {
      subject: 'New application for {vacancy}',
      body: 'Hi {name},\n\n{volunteer} applied for your vacancy {vacancy}. Read the motivation and let them know soon:\n{link}',
    },
  },
  'application.status_changed': {
    nl: {
      subject: 'Je reactie op {vacancy}: {status}',
      body: 'Hoi {name},\n\nDe status van de reactie op {vacancy} is nu: {status}.\n\nBekijk de reactie:\n{link}',
    },
    en: {
      subject: 'Your application for {vacancy}: {status}',
      body: 'Hi {name},\n\nThe status of the application for {vacancy} is now: {status}.\n\nSee the application:\n{link}',
    },
  },
  'message.received': {
    nl: {
      subject: 'Nieuw bericht van {author}',
      body: 'Hoi {name},\n\n{author} stuurde je een bericht over {subject}:\n\n{preview}\n\nLees het hele gesprek en reageer:\n{link}',
    },
    en: {
      subject: 'New message from {author}',
      body: 'Hi {name},\n\n{author} sent you a message about {subject}:\n\n{preview}\n\nRead the whole conversation and reply:\n{link}',
    },
  },
  'application.escalated': {
    nl: {
      subject: 'Reactie op {vacancy} ligt al {days} dagen stil',
      body: 'Hoi {name},\n\nDe reactie van {volunteer} op {vacancy} ({organization}) staat al {days} dagen op nieuw. Wil je de organisatie even een duwtje geven, of zelf contact opnemen?\n\nBekijk de reactie:\n{link}',
    },
    en: {
      subject: 'Application for {vacancy} waiting for {days} days',
      body: 'Hi {name},\n\nThe application of {volunteer} for {vacancy} ({organization}) has been new for {days} days. Could you give the organization a nudge, or get in touch yourself?\n\nSee the application:\n{link}',
    },
  },
  'help_request.confirm': {
    nl: {
      subject: 'Bevestig je hulpvraag bij {appName}',
      body: 'Hoi {name},\n\nFijn dat je om hulp vraagt ({category}). Bevestig je vraag via deze link, dan gaat een coördinator voor je op zoek naar een vrijwilliger:\n{link}\n\nZonder bevestiging vervalt je vraag na 7 dagen. Heb je niets gevraagd? Dan kun je deze mail negeren.',
    },
    en: {
      subject: 'Confirm your request for help at {appName}',
      body: 'Hi {name},\n\nGood that you asked for help ({category}). Confirm your request with this link and a coordinator will look for a volunteer for you:\n{link}\n\nWithout confirmation your request lapses after 7 days. Did not ask for anything? Then you can ignore this e-mail.',
    },
  },
  'help_match.volunteer': {
    nl: {
      subject: 'Je bent gekoppeld: {category}',
      body: 'Hoi {name},\n\nVia {help} ben je gekoppeld aan iemand die hulp zoekt bij {category}. Het adres en de contactgegevens staan in de app; neem je binnenkort contact op?\n{link}\n{vog}',
    },
    en: {
      subject: 'You have been matched: {category}',
      body: 'Hi {name},\n\nThrough {help} you have been matched with someone who needs help with {category}. The address and contact details are in the app; will you get in touch soon?\n{link}\n{vog}',
    },
  },
  'help_match.resident': {
    nl: {
      subject: 'We hebben iemand voor je gevonden',
      body: 'Hoi {name},\n\nGoed nieuws: {volunteer} wil je helpen met {category}. {volunteer} neemt binnenkort contact met je op.\n\nVragen? Beantwoord deze mail of bel de vrijwilligerscentrale.',
    },
    en: {
      subject: 'We found someone for you',
      body: 'Hi {name},\n\nGood news: {volunteer} would like to help you with {category}. {volunteer} will get in touch with you soon.\n\nQuestions? Reply to this e-mail or call the volunteer center.',
    },
  },
  'vacancy.freshness_check': {
    nl: {
      subject: 'Is {vacancy} nog actueel?',
      body: 'Hoi {name},\n\nDe vacature {vacancy} staat al {days} dagen online zonder wijziging. Zoek je nog vrijwilligers? Laat het ons met één klik weten.\n\nJa, houd de vacature online:\n{keepLink}\n\nNee, sluit de vacature:\n{closeLink}\n\nHoren we binnen {closeDays} dagen niets, dan sluiten we de vacature, zodat vrijwilligers alleen reageren op werk dat er nog is. Je kunt haar later altijd weer openzetten.',
    },
    en: {
      subject: 'Is {vacancy} still current?',
      body: 'Hi {name},\n\nThe vacancy {vacancy} has been online for {days} days without a change. Are you still looking for volunteers? Let us know with one click.\n\nYes, keep the vacancy online:\n{keepLink}\n\nNo, close the vacancy:\n{closeLink}\n\nIf we hear nothing within {closeDays} days, we close the vacancy, so that volunteers only respond to work that is still there. You can always open it again later.',
    },
  },
  'invitation.received': {
    nl: {
      subject: '{organization} nodigt je uit voor {vacancy}',
      body: 'Hoi {name},\n\n{organization} zag je profiel in de vrijwilligerspool en denkt dat je goed past bij {vacancy}. Dit schrijven ze je:\n\n{message}\n{vog}\nLijkt het je wat? Zeg ja of nee op je uitnodigingen. Bij ja krijgt de organisatie je e-mailadres en telefoonnummer.\n{link}',
    },
    en: {
      subject: '{organization} invites you to {vacancy}',
      body: 'Hi {name},\n\n{organization} found your profile in the volunteer pool and thinks you would be a good fit for {vacancy}. Their message:\n\n{message}\n{vog}\nInterested? Say yes or no on your invitations page. If you say yes, the organization gets your e-mail address and phone number.\n{link}',
    },
  },
  'invitation.reminder': {
    nl: {
      subject: 'Herinnering: uitnodiging voor {vacancy}',
      body: 'Hoi {name},\n\n{organization} nodigde je twee weken geleden uit voor {vacancy} en hoort graag of je interesse hebt. Ook nee zeggen helpt ze verder.\n\nJe uitnodiging bekijken:\n{link}',
    },
    en: {
      subject: 'Reminder: invitation to {vacancy}',
      body: 'Hi {name},\n\n{organization} invited you to {vacancy} two weeks ago and would like to know if you are interested. A no helps them too.\n\nSee your invitation:\n{link}',
    },
  },
  'invitation.answered': {
    nl: {
      subject: '{volunteer} {answer} op je uitnodiging voor {vacancy}',
      body: 'Hoi {name},\n\n{volunteer} {answer} op je uitnodiging voor {vacancy}.\n{message}\nBekijk het:\n{link}',
    },
    en: {
      subject: '{volunteer} {answer} your invitation to {vacancy}',
      body: 'Hi {name},\n\n{volunteer} {answer} your invitation to {vacancy}.\n{message}\nSee it here:\n{link}',
    },
  },
  'activity.cancelled': {
    nl: {
      subject: 'Gaat niet door: {activity}',
      body: 'Hoi {name},\n\nHelaas gaat {activity} op {date} niet door. Je aanmelding vervalt; je hoeft niets te doen.\n\nMisschien is er een andere activiteit die je leuk vindt:\n{link}',
    },
    en: {
      subject: 'Cancelled: {activity}',
      body: 'Hi {name},\n\nUnfortunately {activity} on {date} has been cancelled. Your registration lapses; you do not need to do anything.\n\nPerhaps another activity appeals to you:\n{link}',
    },
  },
  'activity.place_offered': {
    nl: {
      subject: 'Er is een plek vrij: {activity}',
      body: 'Hoi {name},\n\nGoed nieuws: er is een plek vrijgekomen bij {activity} op {date}. Je stond op de wachtlijst, dus de plek is voor jou.\n\nWil je de plek? Neem hem aan vóór {expires}. Daarna gaat hij naar de volgende op de wachtlijst.\n{link}',
    },
    en: {
      subject: 'A place is free: {activity}',
      body: 'Hi {name},\n\nGood news: a place has become free for {activity} on {date}. You were on the waitlist, so the place is yours.\n\nDo you want it? Accept it before {expires}. After that it goes to the next person on the waitlist.\n{link}',
    },
  },
  'digest.periodic': {
    nl: {
      subject: 'Nieuwe vacatures die bij je passen ({count})',
      body: 'Hoi {name},\n\nDit zijn de nieuwe vacatures die bij je profiel passen:\n\n{vacancies}\n\nAlle vacatures bekijken:\n{link}\n\nWil je deze mail niet meer ontvangen? Schrijf je hier uit:\n{unsubscribeLink}',
    },
    en: {
      subject: 'New vacancies that suit you ({count})',
      body: 'Hi {name},\n\nThese are the new vacancies that match your profile:\n\n{vacancies}\n\nSee all vacancies:\n{link}\n\nNo longer want this e-mail? Unsubscribe here:\n{unsubscribeLink}',
    },
  },
  'form.submission_received': {
    nl: {
      subject: 'Nieuw antwoord op {form}',
      body: 'Hoi {name},\n\nEr is een nieuw antwoord binnengekomen op het formulier {form}.\n\nBekijk het hier:\n{link}\n\nJe krijgt deze mail omdat je meldingen voor dit formulier aan hebt gezet. Je kunt ze uitzetten op de pagina van het formulier.',
    },
    en: {
      subject: 'New answer to {form}',
      body: "Hi {name},\n\nA new answer to the form {form} has come in.\n\nSee it here:\n{link}\n\nYou receive this e-mail because you turned on notifications for this form. You can turn them off on the form's page.",
    },
  },
  'form.submission_confirmation': {
    nl: {
      subject: 'Bedankt voor je antwoord: {form}',
      body: 'Hallo,\n\n{thankYou}\n\nDit heb je ingevuld:\n\n{answers}\n\nKlopt er iets niet? Neem dan contact met ons op via de website van {appName}.',
    },
    en: {
      subject: 'Thank you for your answer: {form}',
      body: 'Hello,\n\n{thankYou}\n\nThis is what you filled in:\n\n{answers}\n\nIs something not right? Then contact us through the {appName} website.',
    },
  },
};
