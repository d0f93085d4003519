import { procurementBatches } from '../../../features/procurement/schema.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import type { SeedContext } from '../context.ts';

const MONTHS = 6;
const DAY_MS = 86_400_000;

const projects = [
  '办公笔记本电脑采购',
  '会议室视频会议终端采购',
  '数据中心 UPS 维保服务',
  '员工年度体检服务',
  '办公区保洁服务',
  '打印复印一体机租赁',
  '网络安全渗透测试服务',
  '年会场地与活动执行',
  '员工餐厅餐饮服务',
  '差旅机票代理服务',
  '办公家具采购',
  '服务器内存扩容',
];
const methods = ['公开招标', '邀请招标', '竞争性谈判', '询价采购', '单一来源采购'];
const suppliers = [
  '北京华信达科技有限公司',
  '深圳云启智能设备有限公司',
  '上海恒通物业管理有限公司',
  '武汉安康健康管理有限公司',
  '成都蓝盾网络安全技术有限公司',
  '厦门嘉禾会展服务有限公司',
  '北京聚优办公家具有限公司',
];

const yuan = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });

function disclosureHtml(context: SeedContext, title: string): string {
  const rows = Array.from({ length: context.random.int(2, 4) }, (_, index) => {
    const amount = context.random.int(18, 960) * 1000;
    return `<tr><td>${index + 1}</td><td>${context.random.pick(projects)}</td><td>${context.random.pick(methods)}</td><td>${context.random.pick(suppliers)}</td><td>${yuan(amount)}</td></tr>`;
  }).join('');
  // Saved through the sanitizer like anything an editor writes (team rule: stored HTML is clean).
  return sanitizeHtml(`<p>根据公司《采购管理制度》，现将${title.replace('公示', '')}公示如下，公示期为 5 个工作日。</p>
<table><thead><tr><th>序号</th><th>项目名称</th><th>采购方式</th><th>成交供应商</th><th>成交金额（元）</th></tr></thead><tbody>${rows}</tbody></table>
<p>如对公示结果有异议，请在公示期内实名发送邮件至 <a href="mailto:integrity@example.com">integrity@example.com</a>，监督电话 010-8888 6666。</p>`);
}

/**
 * Six months of disclosures, one to three batches a month. This month has one batch out, one
 * scheduled three days ahead and one draft, so the list shows only what is published and due.
 */
export async function seedProcurement(context: SeedContext) {
  const now = context.clock.now();
  const thisMonth = context.clock.local(now).startOf('month');
  for (let offset = MONTHS - 1; offset >= 0; offset--) {
    const monthStart = thisMonth.subtract(offset, 'month');
    const batchMonth = monthStart.format('YYYY-MM');
    const count = offset === 0 ? 3 : context.random.int(1, 3);
    for (let number = 1; number <= count; number++) {
      const name = `${monthStart.format('YYYY年M月')}第${number}批采购结果公示`;
      const publishedAt =
        offset === 0
          ? new Date(now.getTime() + (number === 1 ? -2 * 3_600_000 : 3 * DAY_MS))
          : monthStart
              .add(2 + (number - 1) * 9, 'day')
              .hour(10)
              .toDate();
      await context.tx.insert(procurementBatches).values({
        name,
        batchMonth,
        content: disclosureHtml(context, name),
        status: offset === 0 && number === 3 ? 'draft' : 'published',
        authorId: context.adminId,
        publishedAt,
      });
    }
  }
}
