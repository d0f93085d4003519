import { ROTATION_TEMPLATE_PATH } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { contentDisposition } from '../files/index.ts';
import { acceptSpreadsheetUploads, readSpreadsheetImport } from '../spreadsheets/index.ts';
import { ROTATION_COLUMNS } from './import-columns.ts';
import { createRotationService } from './service.ts';

const TEMPLATE_FILE_NAME = '轮岗岗位导入模板.xlsx';

/** Internal job rotation (docs/rotation.md): everyone reads; the rotation right imports and removes. */
export async function rotationRoutes(app: FastifyInstance) {
  const rotation = createRotationService(app.ctx);
  await acceptSpreadsheetUploads(app);

  apiRoute(app, 'rotationAuth', { access: signedIn, handler: async ({ user }) => rotation.mayManage(user) });

  apiRoute(app, 'rotationList', { access: signedIn, handler: () => rotation.list() });

  apiRoute(app, 'rotationDetail', { access: signedIn, handler: ({ body }) => rotation.detail(body.id) });

  apiRoute(app, 'rotationRemove', {
    access: signedIn, // the rotation right: policy.ts canManageRotation
    successMessage: 'rotation.removed',
    handler: async ({ user, query }) => {
      await rotation.remove(user, query.id);
      return null;
    },
  });

  apiRoute(app, 'rotationImport', {
    access: signedIn, // the rotation right: policy.ts canManageRotation
    handler: ({ user, request }) =>
      rotation.importJobs(user, () => readSpreadsheetImport(request, ROTATION_COLUMNS)),
  });

  navigationRoute(app, {
    path: ROTATION_TEMPLATE_PATH,
    access: signedIn, // the rotation right: policy.ts canManageRotation
    handler: async ({ user, reply }) => {
      const sheet = await rotation.template(user);
      return reply
        .headers({
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': contentDisposition(TEMPLATE_FILE_NAME, false),
          'cache-control': 'private, no-store',
        })
        .send(sheet);
    },
  });
}
