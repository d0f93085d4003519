import { z } from 'zod';
import { EDITORIAL_ERROR_KEYS, editorialIdBody, publishRequest } from '../editorial.ts';
import { queryId } from '../primitives.ts';
import { define } from '../route-definition.ts';
import {
  newsEditorItem,
  newsEditorListQuery,
  newsEditorPage,
  newsFields,
  newsImage,
  newsUpdateRequest,
} from './editor.ts';
import { newsDetail, newsDetailQuery, newsListAnswer, newsListQuery } from './reading.ts';

// News in two parts: what every employee reads, and the console's editor of notices (news:edit).
export * from './editor.ts';
export * from './reading.ts';

export const NEWS_ERROR_KEYS = [
  'news.notFound',
  'news.titleRequired',
  'news.titleTooLong',
  'news.summaryTooLong',
  'news.departmentTooLong',
  'news.contentTooLong',
  'news.tooManyAttachments',
  'news.unknownAttachment',
  ...EDITORIAL_ERROR_KEYS,
] as const;

const editorItemQuery = z.object({ id: queryId() });

/** News and notices (on the portal's own origin); rule docs share the detail call. */
export const newsRoutes = {
  newsQueryWithLanguage: define({
    method: 'GET',
    path: '/new/api/sso/cms/news/queryWithLanguage',
    query: newsListQuery,
    answer: newsListAnswer,
  }),
  newsDetail: define({
    method: 'GET',
    path: '/new/api/sso/cms/news/detail',
    query: newsDetailQuery,
    answer: newsDetail,
  }),
  // Added: the console's notices (news:edit), each write recorded in the audit trail.
  newsEditorList: define({
    method: 'GET',
    path: '/admin/news/list',
    query: newsEditorListQuery,
    answer: newsEditorPage,
  }),
  newsEditorItem: define({
    method: 'GET',
    path: '/admin/news/item',
    query: editorItemQuery,
    answer: newsEditorItem,
  }),
  newsCreate: define({
    method: 'POST',
    path: '/admin/news/create',
    body: newsFields,
    answer: newsEditorItem,
  }),
  newsUpdate: define({
    method: 'POST',
    path: '/admin/news/update',
    body: newsUpdateRequest,
    answer: newsEditorItem,
  }),
  newsPublish: define({
    method: 'POST',
    path: '/admin/news/publish',
    body: publishRequest,
    answer: newsEditorItem,
  }),
  newsUnpublish: define({
    method: 'POST',
    path: '/admin/news/unpublish',
    body: editorialIdBody,
    answer: newsEditorItem,
  }),
  newsRemove: define({
    method: 'POST',
    path: '/admin/news/remove',
    body: editorialIdBody,
    answer: newsEditorItem,
  }),
  newsRestore: define({
    method: 'POST',
    path: '/admin/news/restore',
    body: editorialIdBody,
    answer: newsEditorItem,
  }),
  newsImageUpload: define({ method: 'POST', path: '/admin/news/images', multipart: true, answer: newsImage }),
} as const;
