import { describe, expect, it } from 'vitest';
import { sanitizeLegalHtml } from './sanitize-html';

describe('sanitizeLegalHtml', () => {
  it('keeps document structure and mail links', () => {
    const html =
      '<h2>Title</h2><h3>1. Part</h3><p>Text with <strong>bold</strong> and <a href="mailto:support@petchat.app">mail</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeLegalHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles, images and frames', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>steal()</script></p><img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe><style>p{}</style>';
    const clean = sanitizeLegalHtml(html);
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes javascript: links but keeps the link text', () => {
    const clean = sanitizeLegalHtml('<p><a href="javascript:steal()">click</a></p>');
    expect(clean).not.toContain('javascript');
    expect(clean).toContain('click');
  });
});
