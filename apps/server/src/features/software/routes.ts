import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { acceptOneFileUploads } from '../../http/multipart.ts';
import { receiveUpload } from '../files/index.ts';
import { createSoftwareService } from './service.ts';

/** Software downloads (docs/software.md): everyone lists and downloads; the software right publishes. */
export async function softwareRoutes(app: FastifyInstance) {
  const software = createSoftwareService(app.ctx);
  const maxBytes = app.ctx.config.uploadMaxBytes;

  // The package upload, with the portal's upload limit.
  await acceptOneFileUploads(app, maxBytes);

  apiRoute(app, 'softwareList', { access: signedIn, handler: ({ query }) => software.list(query) });

  apiRoute(app, 'softwareUpload', {
    access: signedIn, // the software right: policy.ts canPublishSoftware
    handler: ({ user, request }) =>
      software.upload(user, () => receiveUpload(request, maxBytes), request.log),
  });

  apiRoute(app, 'softwarePublish', {
    access: signedIn, // the software right: policy.ts canPublishSoftware
    handler: ({ user, body }) => software.publish(user, body),
  });
}
