import { describe, expect, it } from 'vitest';
import { escapeHtml, renderPageHead, serializeJsonForHtml, toMetaDescription, type PageHead } from './page-head';

const hostile = `</title><script>alert(1)</script> & "x" 'y'`;
const head: PageHead = {
  title: hostile,
  description: hostile,
  url: 'https://socials.example.com/socials/a?b=1&c="2"',
  imageUrl: 'https://img.example.com/a.png?x=<y>',
  type: 'article',
  siteName: 'Socials',
};

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('renderPageHead', () => {
  const html = renderPageHead(head);

  it('writes every tag a link preview reads', () => {
    for (const tag of [
      '<title>',
      'name="description"',
      'rel="canonical"',
      'og:title',
      'og:description',
      'og:image',
      'og:url',
      'og:type',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
    ]) {
      expect(html, tag).toContain(tag);
    }
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  it('escapes every value, so no markup of a title or address gets through', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('</title><');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; &#39;y&#39;</title>');
    expect(html).toContain('href="https://socials.example.com/socials/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).toContain('content="https://img.example.com/a.png?x=&lt;y&gt;"');
  });
});

describe('renderPageHead with structured data', () => {
  it('writes it as one JSON-LD block that its values cannot end, and none without it', () => {
    const html = renderPageHead({ ...head, structuredData: { '@type': 'Event', name: hostile } });
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]![1]!)).toEqual({ '@type': 'Event', name: hostile });
    expect(renderPageHead(head)).not.toContain('ld+json');
  });
});

describe('toMetaDescription', () => {
  it('makes one line of the text', () => {
    expect(toMetaDescription('  Bring\n\na demo.\t Pizza after. ')).toBe('Bring a demo. Pizza after.');
  });

  it('shortens a long text to 160 characters with an ellipsis', () => {
    const description = toMetaDescription('word '.repeat(100));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });
});

describe('serializeJsonForHtml', () => {
  it('cannot end the script element it sits in, and reads back as the same value', () => {
    const value = { title: hostile, comment: '<!-- x -->', separators: '\u2028\u2029' };
    const json = serializeJsonForHtml(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
