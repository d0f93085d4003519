import { describe, expect, it } from 'vitest';
import { EDUCATION, enumName, hasSpecialCharacters, isPhone, maskPhone, WORKER_STATUS } from './helpers.ts';

describe('enums', () => {
  it('keep the directory codes', () => {
    expect(WORKER_STATUS).toEqual({ offline: 0, online: 1, invalid: 2 });
    expect(EDUCATION.phd).toBe(1);
    expect(EDUCATION.master).toBe(0);
    expect(EDUCATION.none).toBe(7);
  });

  it('name a value, and nothing for an unknown one', () => {
    expect(enumName(EDUCATION, 0)).toBe('master');
    expect(enumName(WORKER_STATUS, 2)).toBe('invalid');
    expect(enumName(EDUCATION, 8)).toBeNull();
    expect(enumName(EDUCATION, null)).toBeNull();
  });
});

describe('patterns', () => {
  it('tell phones: 4 to 20 of digits, parentheses, plus and minus', () => {
    expect(['1234', '+86138', '(010)-12345678', '13812345678'].every(isPhone)).toBe(true);
    expect(['123', '1'.repeat(21), '138 1234 5678', '138a1234'].some(isPhone)).toBe(false);
  });

  it('find special characters, but not the ones emails and department paths are made of', () => {
    expect(hasSpecialCharacters('研发中心/平台研发部')).toBe(false);
    expect(hasSpecialCharacters('wei.wang@xinghai-tech.com')).toBe(false);
    expect(['a*b', '王伟！', '<script>', "x'y", '【前端】'].every(hasSpecialCharacters)).toBe(true);
  });
});

describe('maskPhone', () => {
  it('keeps the first 3 and characters 7 to 11, four asterisks between', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('+8613812345678')).toBe('+86****2345');
    expect(maskPhone('0101234')).toBe('010****');
    expect(maskPhone('12')).toBe('****');
  });
});
