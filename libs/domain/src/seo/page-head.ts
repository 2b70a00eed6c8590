import { shortenDescription } from '../text/shorten-description';

/** What a page says about itself in <head>: the tab title, search snippet and link preview (Open Graph, Twitter card). */
export interface PageHead {
  title: string;
  /** Plain text; toMetaDescription makes one from a longer text. */
  description: string;
  /** The page's own address, absolute. */
  url: string;
  /** The preview image, absolute. */
  imageUrl: string;
  type: 'website' | 'article';
  siteName: string;
  /** Schema.org data for search engines (an event page's Event), written as JSON-LD. */
  structuredData?: object;
}

/** Search engines show about 160 characters of a description. */
export const META_DESCRIPTION_LENGTH = 160;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML, in element content and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A description as one line of plain text, shortened for a meta description. */
export function toMetaDescription(text: string, max = META_DESCRIPTION_LENGTH): string {
  return shortenDescription(text.replace(/\s+/g, ' ').trim(), max);
}

/** The <head> tags of a page: title, description, canonical link, Open Graph and Twitter card, every value escaped. */
export function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.imageUrl),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    // A data block, never run: the JSON is written so that nothing in it can end the element.
    ...(head.structuredData ? [`<script type="application/ld+json">${serializeJsonForHtml(head.structuredData)}</script>`] : []),
  ].join('\n    ');
}

/**
 * JSON to put inside a <script> element: "<" (so "</script>" and "<!--" cannot end or change the
 * element), ">", "&" and the two line separators JavaScript once refused are written as escapes.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
