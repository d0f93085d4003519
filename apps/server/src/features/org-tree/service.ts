import type { OrgTree } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { orgMembers } from '../people/index.ts';
import { buildOrgTree } from './build-tree.ts';

/** The organisation tree, built from the directory each time it is asked for (it is small and changes). */
export function createOrgTreeService({ db }: AppContext) {
  return {
    tree: async (): Promise<OrgTree> => buildOrgTree(await orgMembers(db)),
  };
}
