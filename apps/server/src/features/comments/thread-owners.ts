import type { CommentResourceType } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { ThreadResourceKey } from './repository.ts';

/** Whether a resource's thread may be read and written now (the resource is published, due…). */
export type IsThreadOpen = (resourceId: number) => Promise<boolean>;

const ownersByServer = new WeakMap<AppContext, Map<CommentResourceType, IsThreadOpen>>();

/**
 * A feature whose resources carry comment threads (honor, rules, reviews) says, as the server is
 * built, which of them are open: it owns the rule about its rows, and comments names none of them.
 */
export function ownCommentThreads(ctx: AppContext, type: CommentResourceType, isOpen: IsThreadOpen) {
  let owners = ownersByServer.get(ctx);
  if (!owners) {
    owners = new Map();
    ownersByServer.set(ctx, owners);
  }
  if (owners.has(type)) throw new Error(`Comment threads of type ${type} already have an owner`);
  owners.set(type, isOpen);
}

/** Asks the owner of the resource's type; a type no feature owns has no open thread. */
export async function isThreadOpen(ctx: AppContext, { type, resourceId }: ThreadResourceKey) {
  const isOpen = ownersByServer.get(ctx)?.get(type);
  return isOpen ? isOpen(resourceId) : false;
}
