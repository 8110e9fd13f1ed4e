// Fills a template's {placeholders} and derives the HTML part from the plain text, escaping
// every value (names and links come from users).

export interface EmailTemplate {
  subject: string;
  body: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function fill(
  text: string,
  variables: Record<string, string>,
  escape: (v: string) => string,
): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in variables ? escape(variables[name]!) : match,
  );
}

export function renderTemplate(
  template: EmailTemplate,
  variables: Record<string, string>,
): { subject: string; text: string; html: string } {
  const text = fill(template.body, variables, (v) => v);
  const html = template.body
    .split(/\n{2,}/)
    .map((paragraph) => {
      const filled = fill(escapeHtml(paragraph), variables, escapeHtml).replace(/\n/g, '<br>');
      return `<p>${filled.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`;
    })
    .join('\n');
  return { subject: fill(template.subject, variables, (v) => v), text, html };
}
