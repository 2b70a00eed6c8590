import { describe, expect, it } from 'vitest';
import { descriptionHtml, markdownToSafeHtml, sanitizeDescriptionHtml } from './safe-html';

describe('safe description HTML', () => {
  it('renders Markdown with clickable links that open safely', () => {
    const html = markdownToSafeHtml('# Welcome\n\nJoin **us** at [the park](https://example.com/park).\n\n- one\n- two');
    expect(html).toContain('<h1>Welcome</h1>');
    expect(html).toContain('<strong>us</strong>');
    expect(html).toContain('<a href="https://example.com/park" rel="noopener noreferrer nofollow" target="_blank">the park</a>');
    expect(html).toContain('<li>one</li>');
  });

  it('drops scripts, styles, event handlers and script URLs', () => {
    const html = markdownToSafeHtml(
      'Hi <script>alert(1)</script><style>body{display:none}</style><img src="x.png" onerror="alert(2)"> ' +
        '<a href="javascript:alert(3)" onclick="alert(4)">bad</a> <iframe src="https://evil.example"></iframe> [x](javascript:alert(5))',
    );
    expect(html).not.toMatch(/script|alert|onerror|onclick|iframe|<style|display:none/i);
    expect(html).toContain('Hi');
    expect(html).toContain('>bad</a>');
  });

  it('keeps http(s) pictures and refuses data: ones', () => {
    expect(sanitizeDescriptionHtml('<img src="https://cdn.example.com/a.png" alt="A">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="A" loading="lazy" />',
    );
    expect(sanitizeDescriptionHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain('data:');
  });

  it("prefers the host's HTML, sanitised, over the text", () => {
    expect(descriptionHtml('plain *text*', '<p onmouseover="x()">Rich <b>html</b></p>')).toBe('<p>Rich <b>html</b></p>');
    expect(descriptionHtml('plain *text*', null)).toBe('<p>plain <em>text</em></p>\n');
    expect(descriptionHtml('  ', null)).toBeNull();
  });
});
