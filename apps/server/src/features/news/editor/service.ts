import {
  type NewsEditorItem,
  NOTICE_COLUMN_ID,
  type newsEditorListQuery,
  type newsFields,
  type newsUpdateRequest,
  type publishRequest,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { type AuditRecord, recordAudit } from '../../audit/index.ts';
import {
  createFilesService,
  findAttachmentsOf,
  findStoredFiles,
  type ReceivedUpload,
  replaceAttachments,
} from '../../files/index.ts';
import { enqueueJobs } from '../../jobs/index.ts';
import {
  documentDueJobs,
  findEditedDocument,
  findEditorPage,
  insertDocument,
  updateDocument,
} from '../../rules/index.ts';
import { canEditNews } from '../policy.ts';
import { auditedNotice, toEditorItem, toEditorRow } from './view.ts';

type Fields = z.output<typeof newsFields>;
/** The open transaction a write runs in. */
type Transaction = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
/** The database, or a transaction that reads what it wrote. */
type Reader = AppContext['db'] | Transaction;

/** Pictures placed in a notice are shrunk to twice the widest the article column shows. */
const NOTICE_IMAGE_BOUNDS = { maxWidth: 1600, maxHeight: 1600 };

/** Edits and publishing need the notice out of the recycle bin: restore it first. */
const outsideRecycleBin = (before: NewsEditorItem) => {
  if (before.state === 'deleted') throw conflict('editorial.deleted');
  return true;
};
// Removing what is in the recycle bin, or restoring what is not, is done already: a repeat changes nothing.
const notYetRemoved = (before: NewsEditorItem) => before.state !== 'deleted';
const inRecycleBin = (before: NewsEditorItem) => before.state === 'deleted';

/** The console's notices (news:edit): the editorial life of docs/console.md, every write audited. */
export function createNewsEditorService(ctx: AppContext) {
  const { db, clock, changes } = ctx;
  const files = createFilesService(ctx);

  const requireEditor = (user: SessionUser) => {
    if (!canEditNews(user)) throw forbidden();
  };

  /** A notice as its editor sees it, locked for the rest of the transaction when a write reads it. */
  const itemOf = async (
    reader: Reader,
    id: number,
    options: { lock?: boolean } = {},
  ): Promise<NewsEditorItem> => {
    const row = await findEditedDocument(reader, 'inform', id, options);
    if (!row) throw notFound('news.notFound');
    const attachments = await findAttachmentsOf(reader, 'document', [id]);
    return toEditorItem(row, attachments.get(id) ?? [], clock);
  };

  /** The notice's words as stored: an English-only notice keeps its English title as its title too. */
  const wordsOf = (fields: Fields) => ({
    language: fields.language,
    title: fields.language === 'en' ? fields.titleEn : fields.title,
    titleEn: fields.titleEn,
    summary: fields.language === 'en' ? fields.summaryEn : fields.summary,
    summaryEn: fields.summaryEn,
    department: fields.department,
    content: fields.language === 'en' ? fields.contentEn : fields.content,
    contentEn: fields.contentEn,
    pinned: fields.pinned,
  });

  /** The attachments named, each a stored file, in the order given. */
  const attachmentsOf = async (keys: string[]) => {
    const found = await findStoredFiles(db, [...new Set(keys)]);
    if (found.length !== new Set(keys).size) throw badRequest('news.unknownAttachment');
    return found.map((file) => ({ ossKey: file.ossKey, filename: file.name }));
  };

  /**
   * One write to one notice, in one transaction with its audit record: the row is locked, and the
   * write goes ahead when `proceeds` says so (or refuses); the answer is the notice after.
   */
  const write = async (
    user: SessionUser,
    id: number,
    action: AuditRecord['action'],
    change: (tx: Transaction, before: NewsEditorItem) => Promise<void>,
    proceeds: (before: NewsEditorItem) => boolean = outsideRecycleBin,
  ): Promise<NewsEditorItem> => {
    requireEditor(user);
    return changes.transaction(db, async (tx) => {
      const before = await itemOf(tx, id, { lock: true });
      if (!proceeds(before)) return before;
      await change(tx, before);
      const after = await itemOf(tx, id);
      await recordAudit(tx, user, {
        module: 'news',
        action,
        subjectType: 'notice',
        subjectId: id,
        subjectLabel: after.title || after.titleEn,
        before: auditedNotice(before),
        after: auditedNotice(after),
      });
      return after;
    });
  };

  return {
    async list(user: SessionUser, query: z.output<typeof newsEditorListQuery>) {
      requireEditor(user);
      const { rows, totalCount } = await findEditorPage(
        db,
        { kind: 'inform', now: clock.now(), state: query.state, title: query.title },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return { items: rows.map((row) => toEditorRow(row, clock)), totalCount };
    },

    async item(user: SessionUser, id: number): Promise<NewsEditorItem> {
      requireEditor(user);
      return itemOf(db, id);
    },

    /** A new notice is a draft until it is published. */
    async create(user: SessionUser, fields: Fields): Promise<NewsEditorItem> {
      requireEditor(user);
      const attached = await attachmentsOf(fields.attachmentKeys);
      return changes.transaction(db, async (tx) => {
        const row = await insertDocument(tx, {
          kind: 'inform',
          columnId: NOTICE_COLUMN_ID,
          ...wordsOf(fields),
          status: 'draft',
          authorId: user.id,
        });
        await replaceAttachments(tx, { type: 'document', id: row.id }, attached);
        const after = await itemOf(tx, row.id);
        await recordAudit(tx, user, {
          module: 'news',
          action: 'create',
          subjectType: 'notice',
          subjectId: row.id,
          subjectLabel: after.title || after.titleEn,
          before: null,
          after: auditedNotice(after),
        });
        return after;
      });
    },

    /** Saves an edit, unless someone saved the notice since the editor opened it. */
    async update(user: SessionUser, request: z.output<typeof newsUpdateRequest>) {
      requireEditor(user);
      const attached = await attachmentsOf(request.attachmentKeys);
      return write(user, request.id, 'update', async (tx, before) => {
        if (before.revision !== request.revision) throw conflict('editorial.changedMeanwhile');
        await updateDocument(tx, request.id, wordsOf(request));
        await replaceAttachments(tx, { type: 'document', id: request.id }, attached);
      });
    },

    /**
     * Publishes now or at a set time, to come down at a set expiry or never. The jobs announcing
     * the times still to come are queued in the same transaction.
     */
    async publish(user: SessionUser, request: z.output<typeof publishRequest>) {
      requireEditor(user);
      const now = clock.now();
      const publishAt = request.publishTime ? clock.parse(request.publishTime) : now;
      const expiresAt = request.expireTime ? clock.parse(request.expireTime) : null;
      if (!publishAt || (request.expireTime && !expiresAt)) throw badRequest('time.format');
      if (expiresAt && expiresAt <= now) throw badRequest('editorial.expiryPast');
      if (expiresAt && expiresAt <= publishAt) throw badRequest('editorial.expiryOrder');
      return write(user, request.id, 'publish', async (tx) => {
        await updateDocument(tx, request.id, { status: 'published', publishedAt: publishAt, expiresAt });
        await enqueueJobs(tx, documentDueJobs(request.id, [publishAt, expiresAt], now));
      });
    },

    /** Takes a notice down now: it is a draft again, its schedule forgotten. */
    async unpublish(user: SessionUser, id: number) {
      return write(user, id, 'unpublish', (tx) =>
        updateDocument(tx, id, { status: 'draft', expiresAt: null }),
      );
    },

    /** Moves a notice to the recycle bin: hidden everywhere, kept as it was for a restore. */
    async remove(user: SessionUser, id: number) {
      return write(
        user,
        id,
        'remove',
        (tx) => updateDocument(tx, id, { deletedAt: clock.now() }),
        notYetRemoved,
      );
    },

    async restore(user: SessionUser, id: number) {
      return write(user, id, 'restore', (tx) => updateDocument(tx, id, { deletedAt: null }), inRecycleBin);
    },

    /** A picture for a notice's text: the editor's right is checked before the upload is read. */
    async placeImage(user: SessionUser, receive: () => Promise<ReceivedUpload>, log: FastifyBaseLogger) {
      requireEditor(user);
      const upload = await receive();
      try {
        const stored = await files.storeImage(user, upload, NOTICE_IMAGE_BOUNDS, log);
        return { ossKey: stored.ossKey, url: stored.path, width: stored.width, height: stored.height };
      } finally {
        await upload.discard();
      }
    },
  };
}
