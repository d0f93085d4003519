import { describe, expect, it } from 'vitest';
import { anchorProps, linkTarget } from './links.ts';

describe('linkTarget', () => {
  it('keeps in-app hash routes in this tab', () => {
    expect(linkTarget('/#/honor')).toEqual({ kind: 'internal', href: '/#/honor' });
    expect(linkTarget('/')).toEqual({ kind: 'internal', href: '/' });
  });

  it('opens other sites in a new tab', () => {
    const target = linkTarget(' https://example.com/a ');
    expect(target).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(anchorProps(target as NonNullable<typeof target>)).toEqual({
      href: 'https://example.com/a',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('follows nothing else', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '',
      'ruleList',
    ]) {
      expect(linkTarget(url)).toBeNull();
    }
  });
});
