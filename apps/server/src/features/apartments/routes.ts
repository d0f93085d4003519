import { APARTMENT_TEMPLATE_PATH } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { STORED_FILE_POLICY } from '../../http/security-headers.ts';
import { contentDisposition, FILE_TYPES } from '../files/index.ts';
import { acceptSpreadsheetUploads, buildTemplate, readSpreadsheetImport } from '../spreadsheets/index.ts';
import { APARTMENT_COLUMNS, APARTMENT_TEMPLATE_EXAMPLE } from './columns.ts';
import { createApartmentsService } from './service.ts';

const TEMPLATE_FILE_NAME = '公寓房源导入模板.xlsx';

/** The apartment listings (docs/apartments.md): list, filters, and the import for right holders. */
export async function apartmentRoutes(app: FastifyInstance) {
  const apartments = createApartmentsService(app.ctx);
  await acceptSpreadsheetUploads(app);

  apiRoute(app, 'apartmentAuth', {
    access: signedIn,
    handler: async ({ user }) => apartments.canImport(user),
  });

  apiRoute(app, 'apartmentListEffective', {
    access: signedIn,
    handler: ({ body }) => apartments.list(body),
  });

  apiRoute(app, 'apartmentListPage', {
    access: signedIn,
    handler: ({ body }) => apartments.page(body),
  });

  apiRoute(app, 'apartmentOptions', { access: signedIn, handler: () => apartments.options() });

  apiRoute(app, 'apartmentImportPreview', {
    access: signedIn, // and the module right: policy.ts canImportApartments
    handler: async ({ user, request }) => {
      apartments.assertCanImport(user);
      return apartments.previewImport(user, await readSpreadsheetImport(request, APARTMENT_COLUMNS));
    },
  });

  apiRoute(app, 'apartmentImport', {
    access: signedIn, // and the module right: policy.ts canImportApartments
    handler: async ({ user, request }) => {
      // The right is checked before a byte of the file is read.
      apartments.assertCanImport(user);
      const sheet = await readSpreadsheetImport(request, APARTMENT_COLUMNS);
      return apartments.importSheet(user, sheet);
    },
  });

  navigationRoute(app, {
    path: APARTMENT_TEMPLATE_PATH,
    access: signedIn, // and the module right, like the import it prepares
    handler: async ({ user, reply }) => {
      apartments.assertCanImport(user);
      const template = await buildTemplate('公寓房源', APARTMENT_COLUMNS, [APARTMENT_TEMPLATE_EXAMPLE]);
      return reply
        .headers({
          'content-type': FILE_TYPES.xlsx.contentType,
          'content-disposition': contentDisposition(TEMPLATE_FILE_NAME, false),
          'x-content-type-options': 'nosniff',
          'content-security-policy': STORED_FILE_POLICY,
          'cache-control': 'private, no-store',
        })
        .send(template);
    },
  });
}
