import { auditExportPath, auditQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { XLSX_TYPE } from '../../lib/xlsx.ts';
import { contentDisposition } from '../files/index.ts';
import { auditWorkbook } from './audit-workbook.ts';
import { createAuditService } from './service.ts';

/** The console's audit trail (docs/console.md): administrators read and export it (policy.ts). */
export async function auditRoutes(app: FastifyInstance) {
  const audit = createAuditService(app.ctx);

  apiRoute(app, 'auditList', {
    access: signedIn, // administrators only: policy.ts canReadAudit
    handler: ({ user, query }) => audit.page(user, query),
  });

  // A navigation, so the browser saves the file itself; it only reads.
  navigationRoute(app, {
    path: auditExportPath,
    access: signedIn, // administrators only: policy.ts canReadAudit
    query: auditQuery,
    handler: async ({ query, user, request, reply }) => {
      const language = requestLanguage(request);
      const { batches, today } = audit.forExport(user, query);
      const workbook = auditWorkbook(batches, language, (error) =>
        request.log.error({ err: error }, 'audit export failed midway'),
      );
      return reply
        .headers({
          'content-type': XLSX_TYPE,
          'content-disposition': contentDisposition(
            `${language === 'zh' ? '操作日志' : 'audit-trail'}-${today}.xlsx`,
            false,
          ),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(workbook);
    },
  });
}
