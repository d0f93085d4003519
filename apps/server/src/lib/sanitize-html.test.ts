import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text, tables and our own images', () => {
    const html =
      '<h2>第一章</h2><p><strong>总则</strong></p><table><tr><td colspan="2">a</td></tr></table><img src="/file/content/k.png" alt="x">';
    expect(sanitizeHtml(html)).toBe(
      '<h2>第一章</h2><p><strong>总则</strong></p><table><tr><td colspan="2">a</td></tr></table><img src="/file/content/k.png" alt="x" />',
    );
  });

  it('removes scripts, styles, event handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">hi<script>alert(1)</script><style>p{}</style></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://e.com"></iframe>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
    expect(clean).toContain('<p>hi</p>');
  });

  it('drops every picture that is not one of our own files, and protects new-tab links', () => {
    for (const src of [
      'https://tracker.example.com/pixel.png?reader=1',
      'http://tracker.example.com/x.png',
      '//evil.example.com/x.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '/file/content/../api/x',
      '/file/content/a/b.png',
      '/other/k.png',
      'https://portal.example.com/file/content/k.png',
    ]) {
      expect(sanitizeHtml(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe('<p>ab</p>');
    }
    expect(sanitizeHtml('<img alt="no source">')).toBe('');
    expect(sanitizeHtml('<a href="https://a.example.com" target="_blank">a</a>')).toBe(
      '<a href="https://a.example.com" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
