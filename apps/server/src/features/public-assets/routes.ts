import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createPublicAssetsService } from './service.ts';

/** Public assets (docs/public-assets.md): everyone searches; the assets right adds and changes. */
export async function publicAssetRoutes(app: FastifyInstance) {
  const assets = createPublicAssetsService(app.ctx);

  apiRoute(app, 'publicAssetList', { access: signedIn, handler: ({ body }) => assets.list(body) });

  apiRoute(app, 'publicAssetCreate', {
    access: signedIn, // the assets right: policy.ts canEditAssets
    successMessage: 'assets.created',
    handler: ({ user, body }) => assets.create(user, body),
  });

  apiRoute(app, 'publicAssetUpdate', {
    access: signedIn, // the assets right: policy.ts canEditAssets
    successMessage: 'assets.updated',
    handler: ({ user, body: { id, ...fields } }) => assets.update(user, id, fields),
  });
}
