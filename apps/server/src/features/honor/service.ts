import {
  ALL_AWARDS_ID,
  type Award,
  type HonorDetail,
  type HonorItem,
  type wallOfFameRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { findAttachmentsOf, toContentAttachment } from '../files/index.ts';
import * as repository from './repository.ts';

type WallOfFameFilter = z.output<typeof wallOfFameRequest>;

export function createHonorService({ db, clock }: AppContext) {
  /** Attachments grouped by honor id (the first is the picture). */
  async function attachmentsByHonor(honorIds: number[]) {
    const rows = await findAttachmentsOf(db, 'honor', honorIds);
    return (id: number) => (rows.get(id) ?? []).map(toContentAttachment);
  }

  return {
    /** An honor is open to comments while it is published and due. */
    isOpenToComments(id: number): Promise<boolean> {
      return repository.isHonorVisible(db, id, clock.now());
    },

    /** The awards in their order; the client adds the synthetic All (id 100). */
    awards(): Promise<Award[]> {
      return repository.findAwards(db);
    },

    /**
     * Published honors filtered by award (100 = all, the default), month, name (a part of it; a
     * team member too) and company; newest month first.
     */
    async wallOfFame(request: WallOfFameFilter): Promise<{ items: HonorItem[]; totalCount: number }> {
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
      const attachmentsOf = await attachmentsByHonor(rows.map((row) => row.id));
      return { items: rows.map((row) => ({ ...row, attachments: attachmentsOf(row.id) })), totalCount };
    },

    /** One published honor for /honorDetail; a draft, a future one or an unknown id is 404. */
    async detail(id: number): Promise<HonorDetail> {
      const row = await repository.findHonor(db, id, clock.now());
      if (!row) throw notFound('honor.notFound');
      const { publishedAt, publisherDepartment, ...item } = row;
      const attachmentsOf = await attachmentsByHonor([id]);
      return {
        ...item,
        attachments: attachmentsOf(id),
        publisherDepartment: publisherDepartment ?? '',
        publishTime: clock.format(publishedAt, 'YYYY-MM-DD'),
      };
    },
  };
}
