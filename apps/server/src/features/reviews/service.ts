import type {
  Review,
  ReviewCounts,
  ReviewPage,
  ReviewSummary,
  reviewInput,
  reviewListRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { isCallerEmail } from '../../lib/own-email.ts';
import { recipientsByEmails } from '../people/index.ts';
import { canDeleteReview, canEditReview, canReadReview } from './policy.ts';
import type { ReviewSummaryRow, ReviewValues } from './repository.ts';
import * as repository from './repository.ts';

type CheckedInput = z.output<typeof reviewInput>;
type CheckedListRequest = z.output<typeof reviewListRequest>;

function toSummary(row: ReviewSummaryRow, clock: CompanyClock): ReviewSummary {
  return {
    id: row.id,
    title: row.title,
    project: row.project,
    reviewDate: row.reviewDate,
    status: row.status as ReviewSummary['status'],
    author: { email: row.authorEmail, name: row.authorName, department: row.authorDepartment },
    publishTime: row.publishedAt ? clock.format(row.publishedAt) : null,
    updateTime: clock.format(row.updatedAt),
    commentCount: row.commentCount,
  };
}

export function createReviewsService({ db, clock }: AppContext) {
  const assertSelf = (user: SessionUser, email: string | undefined) => {
    if (!isCallerEmail(user, email)) throw forbidden('review.otherEmail');
  };

  /** Participants and action owners must be employees of the directory. */
  async function resolve(input: CheckedInput): Promise<ReviewValues> {
    const emails = [...new Set([...input.participants, ...input.actions.map((action) => action.ownerEmail)])];
    const found = new Map(
      (await recipientsByEmails(db, emails)).map((row) => [row.email.toLowerCase(), row.id]),
    );
    const idOf = (email: string) => {
      const id = found.get(email);
      if (id === undefined) throw badRequest('review.unknownEmployee', { email });
      return id;
    };
    const { participants, actions, ...texts } = input;
    return {
      ...texts,
      participantIds: participants.map(idOf),
      actions: actions.map((action) => ({
        content: action.content,
        ownerId: idOf(action.ownerEmail),
        dueDate: action.dueDate ?? null,
      })),
    };
  }

  /** A review the caller may read; another's draft is 404, exactly like an unknown id. */
  async function detail(user: SessionUser, id: number): Promise<Review> {
    const row = await repository.findReview(db, id);
    if (!row || !canReadReview(user, row)) throw notFound('review.notFound');
    const [participants, actions] = await Promise.all([
      repository.findParticipants(db, id),
      repository.findActions(db, id),
    ]);
    return {
      ...toSummary(row, clock),
      goal: row.goal,
      result: row.result,
      wentWell: row.wentWell,
      wentBadly: row.wentBadly,
      rootCauses: row.rootCauses,
      lessons: row.lessons,
      participants,
      actions: actions.map(({ content, dueDate, ...owner }) => ({ content, dueDate, owner })),
      ownFlag: row.authorId === user.id,
    };
  }

  /** Locks the review and checks the caller's right; another's draft stays 404. */
  async function lockForChange(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    user: SessionUser,
    id: number,
    may: typeof canEditReview,
  ) {
    const row = await repository.lockReview(tx, id);
    if (!row || !canReadReview(user, row)) throw notFound('review.notFound');
    if (!canEditReview(user, row)) throw forbidden('review.authorOnly');
    if (!may(user, row)) throw conflict('review.publishedNotDeletable');
    return row;
  }

  return {
    detail,

    /** A review is open to comments once it is published (a draft has no thread). */
    isOpenToComments(id: number): Promise<boolean> {
      return repository.isReviewPublished(db, id);
    },

    async list(user: SessionUser, filter: CheckedListRequest): Promise<ReviewPage> {
      const { rows, total } = await repository.findReviewPage(db, {
        type: filter.type,
        viewerId: user.id,
        title: filter.title,
        page: filter.currentPage,
        pageSize: filter.pageSize,
      });
      return { list: rows.map((row) => toSummary(row, clock)), total };
    },

    async create(user: SessionUser, input: CheckedInput): Promise<Review> {
      const values = await resolve(input);
      const id = await db.transaction((tx) => repository.insertReview(tx, user.id, values, clock.now()));
      return detail(user, id);
    },

    async update(user: SessionUser, id: number, input: CheckedInput): Promise<Review> {
      const values = await resolve(input);
      await db.transaction(async (tx) => {
        await lockForChange(tx, user, id, canEditReview);
        await repository.updateReview(tx, id, values, clock.now());
      });
      return detail(user, id);
    },

    async publish(user: SessionUser, id: number): Promise<Review> {
      await db.transaction(async (tx) => {
        const row = await lockForChange(tx, user, id, canEditReview);
        if (row.status === 'published') throw conflict('review.alreadyPublished');
        await repository.markPublished(tx, id, clock.now());
      });
      return detail(user, id);
    },

    async remove(user: SessionUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockForChange(tx, user, id, canDeleteReview);
        await repository.deleteDraft(tx, id);
      });
    },

    async counts(user: SessionUser, email: string | undefined): Promise<ReviewCounts> {
      assertSelf(user, email);
      return repository.countReviews(db, user.id);
    },

    async hasNotice(user: SessionUser, email: string | undefined): Promise<boolean> {
      assertSelf(user, email);
      return repository.hasReviewNotice(db, user.id);
    },

    async clearNotice(user: SessionUser, email: string | undefined): Promise<void> {
      assertSelf(user, email);
      await repository.clearReviewNotice(db, user.id, clock.now());
    },
  };
}
