import { describe, expect, it } from 'vitest';
import en from './en.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

/** The shell's catalogue pair, then every feature's own (features/<f>/i18n/, i18n/feature-texts.ts). */
const featureFiles = import.meta.glob<Tree>('../features/*/i18n/*.json', { eager: true, import: 'default' });
const pairs: { name: string; zh: Tree; en: Tree }[] = [
  { name: 'shell', zh: zh as Tree, en: en as Tree },
  ...[...new Set(Object.keys(featureFiles).map((file) => file.replace(/[^/]+\.json$/, '')))].map(
    (folder) => ({
      name: folder,
      zh: featureFiles[`${folder}zh.json`] ?? {},
      en: featureFiles[`${folder}en.json`] ?? {},
    }),
  ),
];

describe.each(pairs)('translation catalogue $name', ({ zh: zhTree, en: enTree }) => {
  it('has exactly the same keys in Chinese and English', () => {
    const zhKeys = keysOf(zhTree).sort();
    const enKeys = keysOf(enTree).sort();
    expect(zhKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !zhKeys.includes(key))).toEqual([]);
  });

  it('has no empty text', () => {
    for (const catalogue of [zhTree, enTree]) {
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

describe('feature catalogues', () => {
  it('each keep to top-level keys no other catalogue uses', () => {
    const owners = new Map<string, string>();
    for (const { name, zh: tree } of pairs) {
      for (const key of Object.keys(tree)) {
        expect(owners.get(key), `"${key}" is in ${name} and ${owners.get(key)}`).toBeUndefined();
        owners.set(key, name);
      }
    }
  });
});
