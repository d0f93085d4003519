import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Stored files and downloads, whether opened in the tab (pictures, PDF) or saved: nothing in them
 * may run script, load anything or act as our origin.
 */
export const STORED_FILE_POLICY = "default-src 'none'; sandbox";

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (docs/security.md):
 * - a Content-Security-Policy with no inline or foreign script: the built web app loads only its own
 *   module scripts (index.html's answer alone allows its own inline preloader by hash, web-app.ts);
 *   styles may be inline because antd writes its CSS-in-JS into <style> elements and
 *   the server-rendered sign-on page carries its own small stylesheet; pictures only from this
 *   origin (and data:/blob: previews made in the page): a picture from another host would tell that
 *   host who opened the page, so rich text saved before the sanitizer kept only our own files
 *   cannot do it either;
 * - `frame-ancestors 'self'` plus the configured partner origins (X-Frame-Options cannot list them,
 *   so it is left out and the CSP decides);
 * - nosniff, a same-origin Referrer-Policy, and HSTS only when the request came over https (directly
 *   or, with TRUST_PROXY, through a TLS proxy): over plain http browsers ignore it anyway, and sending
 *   it from a test or intranet http host would only mislead.
 * Answers that serve stored files or downloads set their own, stricter policy after this one.
 */
export async function registerSecurityHeaders(app: FastifyInstance, frameAncestors: string[]) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...frameAncestors],
      },
    },
    frameguard: false,
    hsts: false,
    referrerPolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
