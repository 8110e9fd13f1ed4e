// The mails the platform sends, in Dutch and English. The seed copies them into
// notification_templates per tenant, where the (later) template editor changes them; these stay
// the fallback. Placeholders: {appName} (filled from the tenant when the caller leaves it out),
// {name}, {link} and per mail the ones its body uses ({inviter}, {email}, {change},
// {organization}, {vacancy}, {volunteer}, {status}, {author}, {preview}, {days}).

export const EMAIL_EVENT_KEYS = [
  'user.confirmation',
  'user.invitation',
  'user.password_reset',
  'user.email_change',
  'user.email_change_notice',
  'user.role_changed',
  'user.two_factor_changed',
  'organization.approved',
  'organization.denied',
  'application.received',
  'application.status_changed',
  'message.received',
  'application.escalated',
] as const;
export type EmailEventKey = (typeof EMAIL_EVENT_KEYS)[number];

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
};
