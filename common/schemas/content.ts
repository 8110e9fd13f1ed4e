// The center's own website (content pages, menus, news): the constants the database, the server
// and the client share. The request schemas live beside them as the modules grow them.
export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** 'landing' renders without the site's header and footer (the campaign page). */
export const PAGE_LAYOUTS = ['default', 'landing'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export const MENU_LOCATIONS = ['header', 'footer'] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

/** A menu item leads to a content page, a route of the app, or an external https link. */
export const MENU_TARGET_KINDS = ['page', 'route', 'url'] as const;
export type MenuTargetKind = (typeof MENU_TARGET_KINDS)[number];

/** The footer's columns of links and the social links, kept on the center's profile. */
export interface FooterLink {
  labelNl: string | null;
  labelEn: string | null;
  /** a route of the app or an https URL */
  href: string;
}
export interface FooterColumn {
  titleNl: string | null;
  titleEn: string | null;
  links: FooterLink[];
}
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'tiktok',
  'whatsapp',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** Each network's own name, the same in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};
export interface SocialLink {
  network: SocialNetwork;
  url: string;
}
