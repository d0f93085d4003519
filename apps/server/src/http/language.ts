import { LANGUAGES, type Language } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

/** The language to answer in: the client's explicit choice (Accept-Language it sets), else Chinese. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0]?.trim().toLowerCase() : undefined;
  if (first?.startsWith('en')) return 'en';
  if (first?.startsWith('zh')) return 'zh';
  return LANGUAGES[0];
}
