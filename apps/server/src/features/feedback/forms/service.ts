import { randomBytes } from 'node:crypto';
import type {
  FeedbackFormDetail,
  FeedbackFormPage,
  feedbackFormInput,
  feedbackFormListQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { conflict, forbidden, notFound } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { recordAudit } from '../../audit/index.ts';
import { canEditFeedbackForms } from '../policy.ts';
import * as repository from '../repository.ts';
import { questionsAfterEdit } from './question-edits.ts';
import type { Transaction } from './repository.ts';
import * as forms from './repository.ts';

type FormInput = z.output<typeof feedbackFormInput>;
type ListQuery = z.output<typeof feedbackFormListQuery>;
type AuditAction = 'create' | 'update' | 'publish' | 'unpublish' | 'remove' | 'restore';

/** A new questionnaire's key: random, so it says nothing of how many there are. */
const newKey = () => `form-${randomBytes(6).toString('hex')}`;

/**
 * The console's questionnaire builder (feedback:edit). Every write locks the questionnaire's row,
 * changes it and records the audit event in one transaction.
 */
export function createFeedbackFormsService({ db, clock, changes }: AppContext) {
  const requireEditor = (user: SessionUser) => {
    if (!canEditFeedbackForms(user)) throw forbidden();
  };

  const detailOf = (row: repository.FormTemplateRow, answerCount: number): FeedbackFormDetail => ({
    key: row.key,
    formTitle: row.formTitle,
    formTitleEn: row.formTitleEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    anonymousDefault: row.anonymousDefault,
    status: row.status,
    deleted: row.deletedAt !== null,
    answerCount,
    questions: row.fields.map((field) => ({
      rank: field.rank,
      kind: field.kind,
      title: field.title,
      titleEn: field.titleEn,
      content: field.content,
      contentEn: field.contentEn,
      required: field.required,
    })),
  });

  async function detail(tx: Transaction, key: string, lock?: 'update') {
    const row = await repository.findTemplate(tx, key, lock);
    if (!row) throw notFound('feedback.templateNotFound');
    return detailOf(row, await repository.countAnswers(tx, key));
  }

  /** The audit's picture of a questionnaire: what it says, its status; not how many answered. */
  const snapshot = ({ answerCount: _count, ...form }: FeedbackFormDetail) => form;

  /**
   * Changes one questionnaire: `change` gets it as it is (locked), writes and answers whether it
   * changed anything; the audit records what changed as it was and as it became.
   */
  async function write(
    user: SessionUser,
    key: string,
    action: AuditAction,
    change: (tx: Transaction, before: FeedbackFormDetail) => Promise<boolean>,
  ): Promise<FeedbackFormDetail> {
    requireEditor(user);
    return changes.transaction(db, async (tx) => {
      const before = await detail(tx, key, 'update');
      if (!(await change(tx, before))) return before;
      const after = await detail(tx, key);
      await recordAudit(tx, user, {
        module: 'feedback',
        action,
        subjectType: 'questionnaire',
        subjectId: key,
        subjectLabel: after.formTitle,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
  }

  const requireKept = (form: FeedbackFormDetail) => {
    if (form.deleted) throw conflict('feedback.formDeleted');
  };

  const fieldsOf = ({ questions: _questions, ...fields }: FormInput) => fields;

  return {
    async list(user: SessionUser, query: ListQuery): Promise<FeedbackFormPage> {
      requireEditor(user);
      const { rows, totalCount } = await forms.findFormPage(
        db,
        { search: query.search || undefined, status: query.status },
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        items: rows.map(({ deletedAt, updatedAt, ...row }) => ({
          ...row,
          deleted: deletedAt !== null,
          updatedAt: clock.format(updatedAt),
        })),
        totalCount,
      };
    },

    async detail(user: SessionUser, key: string): Promise<FeedbackFormDetail> {
      requireEditor(user);
      return db.transaction((tx) => detail(tx, key));
    },

    /** A new questionnaire starts as a draft: nobody but its editors sees it until it is opened. */
    async create(user: SessionUser, input: FormInput): Promise<FeedbackFormDetail> {
      requireEditor(user);
      const key = newKey();
      return changes.transaction(db, async (tx) => {
        await forms.insertForm(tx, key, fieldsOf(input));
        await forms.replaceQuestions(tx, key, questionsAfterEdit([], input.questions, false));
        const after = await detail(tx, key);
        await recordAudit(tx, user, {
          module: 'feedback',
          action: 'create',
          subjectType: 'questionnaire',
          subjectId: key,
          subjectLabel: after.formTitle,
          before: null,
          after: snapshot(after),
        });
        return after;
      });
    },

    /** Rewrites a questionnaire; once it has answers, its questions keep their kinds and stay (question-edits.ts). */
    update: (user: SessionUser, key: string, input: FormInput) =>
      write(user, key, 'update', async (tx, before) => {
        requireKept(before);
        const questions = questionsAfterEdit(before.questions, input.questions, before.answerCount > 0);
        await forms.updateForm(tx, key, fieldsOf(input));
        await forms.replaceQuestions(tx, key, questions);
        return true;
      }),

    /** Opens a draft or a closed questionnaire to answers; opening an open one changes nothing. */
    publish: (user: SessionUser, key: string) =>
      write(user, key, 'publish', async (tx, before) => {
        requireKept(before);
        if (before.status === 'open') return false;
        await forms.updateForm(tx, key, { status: 'open' });
        return true;
      }),

    /** Closes it: no new answers, the results stay readable. A draft was never open. */
    unpublish: (user: SessionUser, key: string) =>
      write(user, key, 'unpublish', async (tx, before) => {
        requireKept(before);
        if (before.status === 'closed') return false;
        if (before.status === 'draft') throw conflict('feedback.notOpen');
        await forms.updateForm(tx, key, { status: 'closed' });
        return true;
      }),

    /** Removes it from every list but the removed ones'; an open questionnaire is closed first. */
    remove: (user: SessionUser, key: string) =>
      write(user, key, 'remove', async (tx, before) => {
        if (before.deleted) return false;
        if (before.status === 'open') throw conflict('feedback.removeOpen');
        await forms.updateForm(tx, key, { deletedAt: clock.now() });
        return true;
      }),

    /** Brings a removed questionnaire back as it was (a draft or closed). */
    restore: (user: SessionUser, key: string) =>
      write(user, key, 'restore', async (tx, before) => {
        if (!before.deleted) return false;
        await forms.updateForm(tx, key, { deletedAt: null });
        return true;
      }),
  };
}
