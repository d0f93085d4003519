import type { Database } from '../../db/client.ts';
import { jobRotations } from './schema.ts';

let made = 0;

/** An open job with plausible values, its job name numbered (open jobs' keys are unique); override any column. */
export async function createJobRotation(
  db: Database,
  overrides: Partial<typeof jobRotations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(jobRotations)
    .values({
      companyName: '星海科技有限公司',
      levelOneDepartment: '研发中心',
      levelThreeDepartment: '基础架构组',
      jobName: `后端开发工程师 ${++made}`,
      jobSystem: '技术序列',
      jobAttribute: '全职',
      jobExpectedNumber: 2,
      jobBase: '北京',
      onsiteTime: '2026年3月',
      duration: '6个月',
      contactPersonName: '王伟',
      otherRequirements: '直属上级同意',
      jobDescription: ['开发核心服务', '参与代码评审'],
      technicalDirection: ['分布式系统'],
      otherSkillRequirements: ['熟悉 Linux'],
      ...overrides,
    })
    .returning();
  return row as typeof jobRotations.$inferSelect;
}
