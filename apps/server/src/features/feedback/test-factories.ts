import { randomBytes } from 'node:crypto';
import type { FormText } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { formTemplateFields, formTemplates } from './schema.ts';

/** An open questionnaire of its own key (so no test sees another's answers), three questions by default. */
export async function createFormTemplate(
  db: Database,
  questions: (FormText & { titleEn?: string; contentEn?: string })[] = [
    { rank: 1, title: '工作环境', content: '工位、会议室、网络' },
    { rank: 2, title: '流程与制度', content: '哪些流程可以更简单' },
    { rank: 3, title: '其他建议', content: '想说的话' },
  ],
  formTitleEn = '',
) {
  const key = `form-${randomBytes(4).toString('hex')}`;
  const formTitle = `意见反馈 ${key}`;
  await db.insert(formTemplates).values({ key, formTitle, formTitleEn, status: 'open' });
  await db
    .insert(formTemplateFields)
    .values(questions.map((question) => ({ templateKey: key, position: question.rank, ...question })));
  return {
    key,
    formTitle,
    formTextList: questions.map(({ rank, title, content }) => ({ rank, title, content })),
  };
}
