import { PARTNER_TOKEN_HEADER, PARTNER_USER_ID_HEADER } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { authenticate } from '../auth/index.ts';
import { createPartnerService, type PartnerService } from './service.ts';

const services = new WeakMap<AppContext, PartnerService>();

/** One partner service per server: its key set (and the JWKS cache) is shared by every request. */
function partnerServiceOf(ctx: AppContext): PartnerService {
  let service = services.get(ctx);
  if (!service) {
    service = createPartnerService(ctx);
    services.set(ctx, service);
  }
  return service;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The employee a partner call speaks for (the `partnerOrSession` access line), or a refusal. */
export function partnerCaller(request: FastifyRequest): Promise<SessionUser> {
  return partnerServiceOf(request.server.ctx).callerOf({
    userId: header(request, PARTNER_USER_ID_HEADER),
    token: header(request, PARTNER_TOKEN_HEADER),
    session: () => authenticate(request),
    keysUnavailable: (cause) => request.log.warn({ err: cause }, 'partner key set unavailable'),
  });
}
