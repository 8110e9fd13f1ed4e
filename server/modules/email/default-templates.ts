// The mails the platform sends, in Dutch and English. The seed copies them into
// notification_templates per tenant, where the (later) template editor changes them; these stay
// the fallback. Placeholders: {appName} (filled from the tenant when the caller leaves it out),
// {name}, {link} and per mail the ones its body uses ({inviter}, {change}, {organization}).

export const EMAIL_EVENT_KEYS = [
  'user.confirmation',
  'user.invitation',
  'user.password_reset',
  'user.email_change',
  'user.role_changed',
  'organization.approved',
  'organization.denied',
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
};
