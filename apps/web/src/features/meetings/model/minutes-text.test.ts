import { describe, expect, it } from 'vitest';
import { minutesHtml, minutesText } from './minutes-text.ts';

describe('minutes text', () => {
  it('turns lines into escaped paragraphs', () => {
    expect(minutesHtml('Agreed: a < b\n\nNext & last')).toBe(
      '<p>Agreed: a &lt; b</p><p><br></p><p>Next &amp; last</p>',
    );
    expect(minutesHtml('one\n\n')).toBe('<p>one</p>');
  });

  it('reads HTML back as the lines it was written as', () => {
    expect(minutesText(minutesHtml('Agreed: a < b\nNext & last'))).toBe('Agreed: a < b\nNext & last');
    expect(minutesText('<p>x</p><ul><li>y</li></ul>')).toBe('x\ny');
    expect(minutesText('')).toBe('');
  });
});
