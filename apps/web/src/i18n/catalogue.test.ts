import { describe, expect, it } from 'vitest';
import en from './en.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('translation catalogues', () => {
  it('have exactly the same keys in Chinese and English', () => {
    const zhKeys = keysOf(zh as Tree).sort();
    const enKeys = keysOf(en as Tree).sort();
    expect(zhKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !zhKeys.includes(key))).toEqual([]);
  });

  it('have no empty text', () => {
    for (const catalogue of [zh, en] as Tree[]) {
      const empty = keysOf(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<Tree | string>((node, part) => (node as Tree)[part] as Tree, catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
