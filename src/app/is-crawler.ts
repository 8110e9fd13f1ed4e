// SPEC section 2: crawlers are not shown the error screen (it would be indexed as content).
const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse-crawler|headlesschrome-crawler/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}
