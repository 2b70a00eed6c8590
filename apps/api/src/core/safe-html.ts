import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Markdown as GitHub writes it; a single line break stays one, as hosts type descriptions. */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

const LINK_REL = 'noopener noreferrer nofollow';

/**
 * What a description may keep: text structure, links and pictures over http(s). No script, style,
 * iframe, form or event handler (on*): whatever is not listed is dropped, the content of script
 * and style with it.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'small',
    'mark',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens in a new tab, tells the other site nothing about this page and passes no rank.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL, target: '_blank' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Sanitised HTML from a host's HTML (or anything else): what the policy above allows, nothing more. */
export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/** A description written in Markdown (HTML inside it is allowed, then sanitised) as safe HTML. */
export function markdownToSafeHtml(source: string): string {
  return sanitizeDescriptionHtml(markdown.parse(source) as string);
}

const rendered = new Map<string, string>();
const MAX_REMEMBERED = 500;

/**
 * The HTML an event page shows for a social's description: the host's HTML when they gave one,
 * otherwise their (Markdown) text, sanitised either way; null when there is nothing to show.
 * Recent results are remembered: the same few descriptions are read over and over.
 */
export function descriptionHtml(description: string, htmlDescription: string | null): string | null {
  const source = htmlDescription?.trim() ? htmlDescription : description;
  if (!source.trim()) return null;
  const key = `${htmlDescription?.trim() ? 'html' : 'md'}:${source}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const html = htmlDescription?.trim() ? sanitizeDescriptionHtml(source) : markdownToSafeHtml(source);
  if (rendered.size >= MAX_REMEMBERED) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, html);
  return html;
}
