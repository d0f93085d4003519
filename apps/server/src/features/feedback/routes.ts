import { formAnswersExportPath, formAnswersExportQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { XLSX_TYPE } from '../../lib/xlsx.ts';
import { contentDisposition } from '../files/index.ts';
import { answersWorkbook } from './answers-workbook.ts';
import { createFeedbackFormsService } from './forms/service.ts';
import { createFeedbackService } from './service.ts';

/**
 * The feedback questionnaire (docs/feedback.md): every employee answers it, signed or anonymous;
 * reading and exporting the answers is the feedback:read right's, writing questionnaires in the
 * console the feedback:edit right's (policy.ts).
 */
export async function feedbackRoutes(app: FastifyInstance) {
  const feedback = createFeedbackService(app.ctx);
  const forms = createFeedbackFormsService(app.ctx);

  apiRoute(app, 'feedbackTemplate', {
    access: signedIn,
    handler: ({ query, request }) => feedback.template(query.key, requestLanguage(request)),
  });

  apiRoute(app, 'feedbackOpenForms', {
    access: signedIn,
    handler: ({ request }) => feedback.openForms(requestLanguage(request)),
  });

  apiRoute(app, 'feedbackSubmit', {
    access: signedIn,
    handler: async ({ body, user }) => {
      await feedback.submit(user, body);
      return null;
    },
  });

  apiRoute(app, 'feedbackAnswers', {
    access: signedIn,
    handler: ({ query, user }) => feedback.answers(user, query),
  });

  // A navigation, so the browser saves the file itself; it only reads.
  navigationRoute(app, {
    path: formAnswersExportPath,
    access: signedIn,
    query: formAnswersExportQuery,
    handler: async ({ query, user, request, reply }) => {
      const { template, batches, today } = await feedback.answersForExport(user, query.key);
      const workbook = answersWorkbook(template.fields, batches, requestLanguage(request), (error) =>
        request.log.error({ err: error }, 'feedback export failed midway'),
      );
      return reply
        .headers({
          'content-type': XLSX_TYPE,
          'content-disposition': contentDisposition(`${template.formTitle}-${today}.xlsx`, false),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(workbook);
    },
  });

  apiRoute(app, 'feedbackFormList', {
    access: signedIn,
    handler: ({ user, query }) => forms.list(user, query),
  });
  apiRoute(app, 'feedbackFormDetail', {
    access: signedIn,
    handler: ({ user, query }) => forms.detail(user, query.key),
  });
  apiRoute(app, 'feedbackFormCreate', {
    access: signedIn,
    handler: ({ user, body }) => forms.create(user, body),
  });
  apiRoute(app, 'feedbackFormUpdate', {
    access: signedIn,
    handler: ({ user, body: { key, ...input } }) => forms.update(user, key, input),
  });
  apiRoute(app, 'feedbackFormPublish', {
    access: signedIn,
    handler: ({ user, body }) => forms.publish(user, body.key),
  });
  apiRoute(app, 'feedbackFormUnpublish', {
    access: signedIn,
    handler: ({ user, body }) => forms.unpublish(user, body.key),
  });
  apiRoute(app, 'feedbackFormRemove', {
    access: signedIn,
    handler: ({ user, body }) => forms.remove(user, body.key),
  });
  apiRoute(app, 'feedbackFormRestore', {
    access: signedIn,
    handler: ({ user, body }) => forms.restore(user, body.key),
  });
}
