import type { WorkflowType } from '@portal/contracts';
import type { Random } from '../random.ts';
import type { ApprovingFunction } from './approvers.ts';

/** A type's number prefix (the workflow system's) and the steps after the supervisor's. */
export const WORKFLOW_SHAPES: Record<WorkflowType, { prefix: string; steps: [string, ApprovingFunction][] }> =
  {
    leave: { prefix: 'QJ', steps: [['人力资源审批', 'hr']] },
    expense: { prefix: 'BX', steps: [['财务审批', 'finance']] },
    travel: { prefix: 'CC', steps: [['行政审批', 'admin']] },
    purchase: {
      prefix: 'CG',
      steps: [
        ['行政审批', 'admin'],
        ['财务审批', 'finance'],
      ],
    },
    seal: { prefix: 'YY', steps: [['法务审批', 'legal']] },
    overtime: { prefix: 'JB', steps: [] },
  };

const CITIES = ['上海', '深圳', '北京', '武汉', '成都', '厦门', '杭州'];
const PURPOSES = ['客户拜访', '项目实施', '技术交流', '供应商考察', '区域培训'];
const LEAVE_KINDS = ['年假', '事假', '病假', '调休', '婚假'];
const EXPENSES = ['差旅费', '客户招待费', '办公用品', '培训费', '交通费'];
const PURCHASES = [
  ['27 寸显示器', '台'],
  ['机械键盘', '把'],
  ['服务器内存条 64GB', '条'],
  ['开发板', '块'],
  ['会议平板', '台'],
  ['人体工学椅', '把'],
] as const;
const SEALS = ['合作框架协议', '采购合同', '在职证明', '投标文件', '保密协议', '收入证明'];
const OVERTIME_REASONS = ['版本上线', '客户现场支持', '季度结账', '系统迁移', '活动保障'];

/** A request's title and content as its requester filled in the workflow form. */
export function requestText(type: WorkflowType, random: Random, startDay: string) {
  const days = random.int(1, 5);
  switch (type) {
    case 'leave': {
      const kind = random.pick(LEAVE_KINDS);
      return {
        title: `${kind}申请（${days}天）`,
        content: `自 ${startDay} 起${kind} ${days} 天，工作已交接给同组同事。`,
      };
    }
    case 'expense': {
      const item = random.pick(EXPENSES);
      const amount = random.int(8, 600) * 10;
      return {
        title: `${item}报销 ¥${amount}`,
        content: `${item}共计 ${amount} 元，发票 ${random.int(1, 6)} 张已上传。`,
      };
    }
    case 'travel': {
      const city = random.pick(CITIES);
      const purpose = random.pick(PURPOSES);
      return {
        title: `${city}出差申请（${days}天）`,
        content: `${startDay} 出发前往${city}${purpose}，预计 ${days} 天。`,
      };
    }
    case 'purchase': {
      const [item, unit] = random.pick(PURCHASES);
      const quantity = random.int(1, 10);
      return {
        title: `采购申请：${item} × ${quantity}`,
        content: `团队需要 ${quantity} ${unit}${item}，已比价三家供应商。`,
      };
    }
    case 'seal': {
      const document = random.pick(SEALS);
      return { title: `用印申请：${document}`, content: `${document}需加盖公章，一式两份。` };
    }
    case 'overtime': {
      const reason = random.pick(OVERTIME_REASONS);
      return { title: `加班申请（${reason}）`, content: `${startDay} 因${reason}加班 ${days + 2} 小时。` };
    }
  }
}
