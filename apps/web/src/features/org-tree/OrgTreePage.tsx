import { Alert, Card, Input, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user.ts';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { DepartmentDetail } from './components/DepartmentDetail.tsx';
import { FoundPeople } from './components/FoundPeople.tsx';
import { useOrgTree } from './hooks/use-org-tree.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { ancestorPaths, type OrgTreeNode, searchOrg, toTreeNodes } from './model/org-search.ts';
import styles from './org-tree.module.css';

addFeatureTexts({ zh, en });

/** /#/orgTree: the department tree with each department's heads and members, and a search. */
export function OrgTreePage() {
  const { t } = useTranslation();
  const { data, isLoading } = useOrgTree();
  const { data: user } = useCurrentUser();
  const departments = data?.departments ?? [];
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [opened, setOpened] = useState<string[] | null>(null);

  const roots = useMemo(() => toTreeNodes(departments), [departments]);
  const search = useMemo(() => searchOrg(departments, keyword), [departments, keyword]);
  const matches = new Set(search.kind === 'found' ? search.departments : []);
  // The page opens on the reader's own department when the tree has it, else on the first one.
  const own = departments.find((department) => department.path === user?.department)?.path;
  const current = departments.find((department) => department.path === (selected ?? own ?? roots[0]?.key));
  // Until someone opens or closes a branch: the top departments and the way to the one shown.
  const expanded =
    opened ??
    (search.kind === 'found'
      ? search.expanded
      : [...roots.map((node) => node.key), ...(current ? ancestorPaths(current.path) : [])]);

  const runSearch = (value: string) => {
    setKeyword(value);
    const found = searchOrg(departments, value);
    setOpened(found.kind === 'found' ? found.expanded : null);
    const first = found.kind === 'found' ? (found.people[0]?.department ?? found.departments[0]) : undefined;
    if (first) setSelected(first);
  };

  const pick = (path: string) => {
    setSelected(path);
    setOpened((open) => [...new Set([...(open ?? expanded), ...ancestorPaths(path)])]);
  };

  const toTreeData = (nodes: OrgTreeNode[]): object[] =>
    nodes.map(({ key, department, children }) => ({
      key,
      title: (
        <span className={matches.has(key) ? styles.match : undefined} data-testid="org-node">
          {department.name} <span className={styles.count}>({department.total})</span>
        </span>
      ),
      children: toTreeData(children),
    }));

  return (
    <PageFrame title={t('route.orgTree')} intro={t('orgTree.intro', { count: data?.total ?? 0 })}>
      <div className={styles.columns}>
        <Card className={`${styles.card} ${styles.treeCard}`} loading={isLoading}>
          <Input.Search
            allowClear
            maxLength={100}
            placeholder={t('orgTree.searchPlaceholder')}
            onSearch={runSearch}
            status={search.kind === 'invalid' ? 'error' : undefined}
            data-testid="org-search"
          />
          {search.kind === 'invalid' && (
            <Alert className={styles.notice} type="error" showIcon title={t('orgTree.invalidSearch')} />
          )}
          {search.kind === 'found' && search.people.length === 0 && search.departments.length === 0 && (
            <Alert className={styles.notice} type="info" showIcon title={t('orgTree.noMatch')} />
          )}
          {search.kind === 'found' && search.people.length > 0 && (
            <FoundPeople people={search.people} onPick={pick} />
          )}
          <Tree
            className={styles.tree}
            treeData={toTreeData(roots) as never}
            expandedKeys={expanded}
            onExpand={(keys) => setOpened(keys as string[])}
            selectedKeys={current ? [current.path] : []}
            onSelect={(keys) => keys[0] && setSelected(String(keys[0]))}
            data-testid="org-tree"
          />
        </Card>
        <DepartmentDetail department={current} />
      </div>
    </PageFrame>
  );
}
