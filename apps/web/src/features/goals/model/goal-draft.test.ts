import { describe, expect, it } from 'vitest';
import {
  addKeyResult,
  addObjective,
  emptyObjective,
  isComplete,
  updateObjective,
  weightTotal,
} from './goal-draft.ts';

describe('goal drafts', () => {
  it('gives a new objective the weight still missing from 100', () => {
    const list = addObjective([{ ...emptyObjective(), weight: 70 }]);
    expect(list.map((objective) => objective.weight)).toEqual([70, 30]);
    expect(weightTotal(list)).toBe(100);
    expect(addObjective(list)[2]?.weight).toBe(1);
  });

  it('gives a new key result the weight still missing from its objective’s 100', () => {
    const objective = { ...emptyObjective(), keyResults: [{ title: 'a', weight: 60, target: '' }] };
    expect(addKeyResult(objective).keyResults?.map((kr) => kr.weight)).toEqual([60, 40]);
  });

  it('is complete only when every text is written and the weights add up to 100', () => {
    const written = [
      {
        title: '提升稳定性',
        weight: 100,
        keyResults: [{ title: '可用性', weight: 100, target: '99.9%' }],
        tasks: [{ title: '压测' }],
      },
    ];
    expect(isComplete(written)).toBe(true);
    expect(isComplete([emptyObjective()])).toBe(false);
    expect(isComplete(updateObjective(written, 0, { weight: 90 }))).toBe(false);
    expect(isComplete([])).toBe(false);
  });
});
