import { describe, expect, it } from 'vitest';
import { applyLink } from './apply-link.ts';

const job = { id: 42, jobName: '交互设计师 & 研究' };

describe('applyLink', () => {
  it('adds the job id and name to the configured form, keeping its own query', () => {
    const link = new URL(applyLink('https://oa.example/wf/form?formId=7', job) ?? '');
    expect(link.origin + link.pathname).toBe('https://oa.example/wf/form');
    expect(link.searchParams.get('formId')).toBe('7');
    expect(link.searchParams.get('jobId')).toBe('42');
    expect(link.searchParams.get('jobName')).toBe('交互设计师 & 研究');
  });

  it('is null until the form address is known', () => {
    expect(applyLink(undefined, job)).toBeNull();
    expect(applyLink('', job)).toBeNull();
  });
});
