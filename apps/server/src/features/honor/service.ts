import {
  ALL_AWARDS_ID,
  type Award,
  type ContentAttachment,
  type HonorDetail,
  type HonorItem,
  navigations,
  type wallOfFameRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import * as repository from './repository.ts';

export interface HonorDeps {
  db: Database;
  clock: CompanyClock;
}

type WallOfFameFilter = z.output<typeof wallOfFameRequest>;

/** SPEC §7 fame/awardList: the awards in their order; the client adds the synthetic All (id 100). */
export function listAwards({ db }: HonorDeps): Promise<Award[]> {
  return repository.findAwards(db);
}

/** Attachments grouped by honor id, each opened through the file route. */
async function attachmentsByHonor(db: Database, honorIds: number[]) {
  const grouped = new Map<number, ContentAttachment[]>();
  for (const row of await repository.findHonorAttachments(db, honorIds)) {
    const list = grouped.get(row.ownerId) ?? [];
    list.push({ id: row.id, filename: row.filename, fileUrl: `${navigations.fileContent}/${row.ossKey}` });
    grouped.set(row.ownerId, list);
  }
  return grouped;
}

/**
 * SPEC §7 wallOfFame: published honors filtered by award (100 = all, SPEC §9's default), month,
 * name (a part of it; a team member too) and company; newest month first.
 */
export async function wallOfFame(
  { db, clock }: HonorDeps,
  request: WallOfFameFilter,
): Promise<{ items: HonorItem[]; totalCount: number }> {
  const filter: repository.HonorFilter = {
    awardId: request.award === ALL_AWARDS_ID ? undefined : request.award,
    month: request.time,
    name: request.name,
    companyName: request.companyName,
  };
  const now = clock.now();
  const page = { offset: (request.page - 1) * request.pageSize, limit: request.pageSize };
  const [rows, totalCount] = await Promise.all([
    repository.findHonors(db, filter, now, page),
    repository.countHonors(db, filter, now),
  ]);
  const attachments = await attachmentsByHonor(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => ({ ...row, attachments: attachments.get(row.id) ?? [] })), totalCount };
}

/** One published honor for /honorDetail; a draft, a future one or an unknown id is 404. */
export async function honorDetail({ db, clock }: HonorDeps, id: number): Promise<HonorDetail> {
  const row = await repository.findHonor(db, id, clock.now());
  if (!row) throw notFound('honor.notFound');
  const { publishedAt, publisherDepartment, ...item } = row;
  const attachments = await attachmentsByHonor(db, [id]);
  return {
    ...item,
    attachments: attachments.get(id) ?? [],
    publisherDepartment: publisherDepartment ?? '',
    publishTime: clock.format(publishedAt, 'YYYY-MM-DD'),
  };
}
