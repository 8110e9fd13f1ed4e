// The renderer lives in common so the template editor previews exactly what the server sends.
export { renderTemplate, type EmailTemplate } from '../../../common/email/render-template';
