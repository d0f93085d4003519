import { MODULE_RIGHTS, type ModuleRight, type ModuleRightHolders } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { addRole, employeesWithRole, removeRole } from '../people/index.ts';

/**
 * Who holds which module right, and the administrator's grants and revocations. A right is a role
 * of the directory (the people feature keeps the `users` rows it is written on).
 */
export function createRightsService({ db, changes }: Pick<AppContext, 'db' | 'changes'>) {
  return {
    /** Each module right with the employees who hold it (administrators hold them without a grant). */
    async holders(): Promise<ModuleRightHolders[]> {
      return Promise.all(
        MODULE_RIGHTS.map(async (right) => ({ right, holders: await employeesWithRole(db, right) })),
      );
    },

    /**
     * Grants (or revokes) a module right; answers the right's holders as they are now. A change is
     * recorded in the audit trail with the holders before and after (a grant of a right already
     * held changes nothing and records nothing). The database tells every server, so cached
     * sessions see the change, and this one has heard it before answering.
     */
    async change(actor: SessionUser, change: 'grant' | 'revoke', email: string, right: ModuleRight) {
      return changes.transaction(db, async (tx) => {
        const before = await employeesWithRole(tx, right);
        const found = await (change === 'grant' ? addRole : removeRole)(tx, email, right);
        if (!found) throw notFound('rights.unknownEmployee');
        const holders = await employeesWithRole(tx, right);
        const emails = (list: typeof holders) => list.map((holder) => holder.email).sort();
        if (emails(before).join() !== emails(holders).join()) {
          await recordAudit(tx, actor, {
            module: 'rights',
            action: change,
            subjectType: 'right',
            subjectId: right,
            subjectLabel: `${right} · ${email}`,
            before: { holders: emails(before) },
            after: { holders: emails(holders) },
          });
        }
        return { right, holders };
      });
    },
  };
}
