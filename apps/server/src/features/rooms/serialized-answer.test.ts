import { describe, expect, it } from 'vitest';
import { SharedAnswer } from './serialized-answer.ts';

describe('SharedAnswer', () => {
  it('writes the envelope exactly as JSON.stringify would, data last', () => {
    const data = [{ id: 1, name: '301 星河', floor: null, checkedInfo: ['10:00'] }];
    const answer = new SharedAnswer(data);
    for (const message of ['成功', 'OK', 'with "quotes"']) {
      const envelope = { code: 1, message, data };
      expect(answer.inEnvelope(JSON.stringify({ code: 1, message })).identity.toString()).toBe(
        JSON.stringify(envelope),
      );
    }
    expect(answer.inEnvelope('{}').identity.toString()).toBe(JSON.stringify({ data }));
  });
});
