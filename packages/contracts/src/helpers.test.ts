import { describe, expect, it } from 'vitest';
import {
  EDUCATION,
  enumName,
  formatHashrate,
  hasSpecialCharacters,
  isEmail,
  isIpv4,
  isNumber,
  isPhone,
  maskPhone,
  WORK_LOCATIONS,
  WORKER_STATUS,
} from './helpers.ts';

describe('enums', () => {
  it('keep the directory codes', () => {
    expect(WORKER_STATUS).toEqual({ offline: 0, online: 1, invalid: 2 });
    expect(EDUCATION.phd).toBe(1);
    expect(EDUCATION.master).toBe(0);
    expect(EDUCATION.none).toBe(7);
    expect(WORK_LOCATIONS).toEqual({ beijing: 1, wuhan: 0, chengdu: 2, xiamen: 3, shenzhen: 4 });
  });

  it('name a value, and nothing for an unknown one', () => {
    expect(enumName(EDUCATION, 0)).toBe('master');
    expect(enumName(WORKER_STATUS, 2)).toBe('invalid');
    expect(enumName(EDUCATION, 8)).toBeNull();
    expect(enumName(EDUCATION, null)).toBeNull();
  });
});

describe('formatHashrate', () => {
  it('picks the largest unit below 1000 and keeps two decimals at most', () => {
    expect(formatHashrate(0)).toBe('0 H/s');
    expect(formatHashrate(999)).toBe('999 H/s');
    expect(formatHashrate(1500)).toBe('1.5 KH/s');
    expect(formatHashrate(1_234_567)).toBe('1.23 MH/s');
    expect(formatHashrate(2e18)).toBe('2 EH/s');
    expect(formatHashrate(5e21)).toBe('5000 EH/s');
  });

  it('shows a dash for what is not a hashrate', () => {
    expect(formatHashrate(-1)).toBe('-');
    expect(formatHashrate(Number.NaN)).toBe('-');
  });
});

describe('patterns', () => {
  it('tell numbers', () => {
    expect(['0', '-12', '3.14'].every(isNumber)).toBe(true);
    expect(['', '1.', '1e3', ' 1'].some(isNumber)).toBe(false);
  });

  it('tell emails', () => {
    expect(isEmail('wei.wang@xinghai-tech.com')).toBe(true);
    expect(['wei.wang', 'a@b', 'a b@c.com', '@c.com'].some(isEmail)).toBe(false);
  });

  it('tell phones: 4 to 20 of digits, parentheses, plus and minus', () => {
    expect(['1234', '+86138', '(010)-12345678', '13812345678'].every(isPhone)).toBe(true);
    expect(['123', '1'.repeat(21), '138 1234 5678', '138a1234'].some(isPhone)).toBe(false);
  });

  it('tell IPv4 addresses', () => {
    expect(['0.0.0.0', '192.168.1.1', '255.255.255.255'].every(isIpv4)).toBe(true);
    expect(['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5'].some(isIpv4)).toBe(false);
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
