import { GOALS_DOWNLOAD_PATH, goalsDownloadQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { XLSX_TYPE } from '../../lib/xlsx.ts';
import { contentDisposition } from '../files/index.ts';
import { createGoalsService } from './service.ts';
import { goalsWorkbook } from './workbook.ts';

/**
 * Goals (OTKR, docs/goals.md): every employee writes and submits their own; only the owner and the
 * supervisors above them see a sheet, only the direct supervisor decides (policy.ts).
 */
export async function goalsRoutes(app: FastifyInstance) {
  const goals = createGoalsService(app.ctx);

  apiRoute(app, 'goalPeriods', { access: signedIn, handler: async () => goals.periods() });

  apiRoute(app, 'goalSheetMine', {
    access: signedIn,
    handler: ({ user, query }) => goals.mine(user, query.period),
  });

  apiRoute(app, 'goalSheetSave', {
    access: signedIn, // the caller's own sheet only: policy.ts canEditGoalSheet
    successMessage: 'goals.saved',
    handler: ({ user, body }) => goals.save(user, body),
  });

  apiRoute(app, 'goalSheetSubmit', {
    access: signedIn, // the owner: policy.ts canEditGoalSheet
    successMessage: 'goals.submitted',
    handler: ({ user, body }) => goals.submit(user, body),
  });

  apiRoute(app, 'goalApprovals', { access: signedIn, handler: ({ user }) => goals.approvals(user) });

  apiRoute(app, 'goalSheet', {
    access: signedIn, // the owner and their supervisors: policy.ts canViewGoalSheet
    handler: ({ user, query }) => goals.sheet(user, query.id),
  });

  apiRoute(app, 'goalSheetApprove', {
    access: signedIn, // the direct supervisor: policy.ts canDecideGoalSheet
    successMessage: 'goals.approved',
    handler: ({ user, body }) => goals.approve(user, body),
  });

  apiRoute(app, 'goalSheetReturn', {
    access: signedIn, // the direct supervisor: policy.ts canDecideGoalSheet
    successMessage: 'goals.returned',
    handler: ({ user, body }) => goals.giveBack(user, body),
  });

  apiRoute(app, 'goalSheetsTeam', {
    access: signedIn,
    handler: ({ user, query }) => goals.team(user, query.period),
  });

  navigationRoute(app, {
    path: GOALS_DOWNLOAD_PATH,
    access: signedIn, // mine, my team's, or one I may see: policy.ts canViewGoalSheet
    query: goalsDownloadQuery,
    handler: async ({ user, query, request, reply }) => {
      const { period, sheets, team } = await goals.forDownload(user, query);
      const language = requestLanguage(request);
      const owner = team ? (language === 'zh' ? '团队' : 'team') : (sheets[0]?.owner.name ?? '');
      return reply
        .headers({
          'content-type': XLSX_TYPE,
          'content-disposition': contentDisposition(`OTKR-${period}-${owner}.xlsx`, false),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(await goalsWorkbook(sheets, team, language));
    },
  });
}
