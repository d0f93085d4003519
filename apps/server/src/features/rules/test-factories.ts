import { randomBytes } from 'node:crypto';
import { createUser } from '../../../test/factories.ts';
import type { TestServer } from '../../../test/support.ts';
import { FILE_TYPES, type FileKind, insertAttachments, insertStoredFile } from '../files/index.ts';
import { insertDocument, type NewDocument } from './repository.ts';

const DAY_MS = 86_400_000;

/** A tag to put in titles, so a test finds exactly its own documents with a title search. */
export const uniqueTag = () => `t${randomBytes(4).toString('hex')}`;

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A published document (a management rule unless told), written through the repository's write function. */
export function createDocument(server: TestServer, overrides: Partial<NewDocument> = {}) {
  return insertDocument(server.database.db, {
    kind: 'manage',
    title: `制度 ${uniqueTag()}`,
    department: '测试部',
    content: '<p>正文</p>',
    publishedAt: daysFromNow(-1),
    ...overrides,
  });
}

/** Bytes in storage plus their `files` row (uploaded by a new user), as an upload would leave them. */
export async function createStoredFile(server: TestServer, name: string, bytes: Buffer, kind: FileKind) {
  const type = FILE_TYPES[kind];
  const ossKey = `${randomBytes(18).toString('base64url')}.${type.extensions[0]}`;
  await server.app.ctx.storage.put(ossKey, bytes);
  const uploader = await createUser(server.database.db);
  await insertStoredFile(server.database.db, {
    ossKey,
    name,
    contentType: type.contentType,
    size: bytes.length,
    uploadedBy: uploader.id,
  });
  return ossKey;
}

/** A document with stored files attached in this order. */
export async function createDocumentWithFiles(
  server: TestServer,
  overrides: Partial<NewDocument>,
  attached: { name: string; bytes: Buffer; kind: FileKind }[],
) {
  const document = await createDocument(server, overrides);
  const stored = [];
  for (const file of attached) {
    stored.push({
      ossKey: await createStoredFile(server, file.name, file.bytes, file.kind),
      filename: file.name,
    });
  }
  await insertAttachments(server.database.db, { type: 'document', id: document.id }, stored);
  return { document, ossKeys: stored.map((file) => file.ossKey) };
}
