import type { ProjectStatus } from '@portal/contracts';
import type { Transaction } from '../../db/client.ts';
import { personalProjects } from '../../features/personal-projects/schema.ts';
import { addDays, type CompanyClock } from '../../lib/company-time.ts';
import { seededRandom } from '../random.ts';

const PROJECTS = [
  ['客服知识库搭建', '整理常见问题与标准答复，接入在线客服'],
  ['年度预算编制', '汇总各部门需求，完成下一年度预算'],
  ['数据看板 2.0', '重做经营数据看板，支持按区域下钻'],
  ['新员工培训体系', '设计入职第一个月的课程与导师制度'],
  ['供应商管理系统上线', '采购与供应商评估流程线上化'],
  ['移动端性能优化', '首屏时间降到 1 秒以内，崩溃率减半'],
  ['办公网络升级', '北京与深圳办公区无线网络改造'],
  ['招聘流程数字化', '简历筛选、面试安排与录用审批线上化'],
  ['API 网关迁移', '旧网关下线，全部服务迁到新网关'],
  ['品牌官网改版', '官网视觉与内容全面更新，支持中英文'],
  ['自动化测试覆盖', '核心业务接口自动化测试覆盖率达到 80%'],
  ['会议室预订小程序', '在手机上预订会议室并签到'],
  ['合同模板库整理', '统一常用合同模板并完成法务审核'],
  ['华南渠道拓展', '新增三家区域渠道合作伙伴'],
] as const;
const ROLES = ['负责人', '核心成员', '产品经理', '技术顾问', '测试负责人', '项目协调人'];

/** The first accounts (those the demo sign-on page lists) and a few others keep personal projects. */
const OWNERS = 6;
const OTHER_OWNERS = 30;

/**
 * Each owner's projects, their status following the company's today: ended ones done, future ones in
 * planning, the running ones in progress (now and then paused) with progress as far as time went.
 */
export async function seedPersonalProjects(tx: Transaction, clock: CompanyClock, userIds: number[]) {
  const random = seededRandom(20_261_127);
  const today = clock.today();
  const owners = [
    ...userIds.slice(0, OWNERS),
    ...userIds
      .slice(OWNERS)
      .filter((_, index) => index % 7 === 0)
      .slice(0, OTHER_OWNERS),
  ];
  const rows = owners.flatMap((ownerId, ownerIndex) => {
    const count = ownerIndex < OWNERS ? random.int(3, 5) : random.int(1, 3);
    return Array.from({ length: count }, () => {
      const [name, description] = random.pick(PROJECTS);
      const startDate = addDays(today, random.int(-540, 60));
      const length = random.int(30, 300);
      const endDate = random.next() < 0.15 ? null : addDays(startDate, length);
      const elapsed = (Date.parse(today) - Date.parse(startDate)) / 86_400_000;
      let status: ProjectStatus = 'active';
      let progress = Math.min(95, Math.max(5, Math.round((elapsed / length) * 100)));
      if (startDate > today) [status, progress] = ['planning', 0];
      else if (endDate !== null && endDate < today) [status, progress] = ['done', 100];
      else if (random.next() < 0.15) status = 'paused';
      return { ownerId, name, role: random.pick(ROLES), status, startDate, endDate, progress, description };
    });
  });
  await tx.insert(personalProjects).values(rows);
}
