import type { JobRotation } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_FIELDS, jobAttributes, jobSections } from './job-attributes.ts';

const job: JobRotation = {
  id: 3,
  companyName: '星海科技有限公司',
  levelOneDepartment: '研发中心',
  levelThreeDepartment: '',
  jobName: '前端开发工程师',
  jobSystem: '技术序列',
  jobAttribute: '兼职',
  jobExpectedNumber: 0,
  jobBase: '深圳',
  onsiteTime: '随时',
  duration: '3个月',
  contactPersonName: '王伟',
  otherRequirements: '  ',
  jobDescriptionArray: ['开发页面'],
  technicalAndProfessionalDirectionArray: [],
  otherSkillRequirementsArray: ['React', 'TypeScript'],
};

describe('jobAttributes', () => {
  it('lists every attribute in order, numbers as text (0 included)', () => {
    const attributes = jobAttributes(job);
    expect(attributes.map((item) => item.field)).toEqual([...ATTRIBUTE_FIELDS]);
    expect(attributes.find((item) => item.field === 'jobExpectedNumber')?.value).toBe('0');
    expect(attributes.find((item) => item.field === 'companyName')?.value).toBe('星海科技有限公司');
  });

  it('marks blank attributes as null', () => {
    const blanks = jobAttributes(job).filter((item) => item.value === null);
    expect(blanks.map((item) => item.field)).toEqual(['levelThreeDepartment', 'otherRequirements']);
  });
});

describe('jobSections', () => {
  it('gives the three lists in the page order', () => {
    expect(jobSections(job)).toEqual([
      { section: 'description', items: ['开发页面'] },
      { section: 'technicalDirection', items: [] },
      { section: 'otherSkills', items: ['React', 'TypeScript'] },
    ]);
  });
});
