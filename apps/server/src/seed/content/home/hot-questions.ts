import { hotQuestions } from '../../../features/home/schema.ts';
import type { SeedContext } from '../context.ts';

/** What employees ask the service desk most, with the desk's short answer. */
const questions = [
  ['如何预订会议室？', '在「预定会议室」页面选择日期和地点，点击两个时段即可预订，最长 90 天内。'],
  ['忘记登录密码怎么办？', '在用户菜单中选择「重置密码」，按提示通过企业邮箱验证后设置新密码。'],
  ['年假如何计算和申请？', '年假按司龄计算，在流程中心提交「休假申请」，由直属主管审批。'],
  ['如何申请办公设备？', '在流程中心提交「资产领用」流程，审批通过后到行政前台领取。'],
  ['报销需要准备哪些材料？', '发票原件、费用明细和审批通过的报销单，差旅另附行程单。'],
  ['新员工入职需要办理哪些手续？', '入职当天到人力资源部报到，领取工牌、电脑并开通各系统账号。'],
  ['如何连接办公室无线网络？', '选择 Staff 网络，用企业邮箱和登录密码认证；访客请使用 Guest 网络。'],
  ['打印机无法使用怎么办？', '先确认已安装「软件安装」页面中的打印驱动，仍无法使用请联系 IT 服务台。'],
  ['如何开具在职证明？', '在流程中心提交「证明开具」流程，人力资源部一个工作日内出具。'],
  ['公司班车的时间和路线在哪里看？', '在「行政服务」中的班车信息页面查看，节假日另行通知。'],
  ['如何查看工资条？', '每月 10 日后在「我的工作」中的薪酬查询查看，需二次验证。'],
  ['访客来访如何登记？', '至少提前一天在流程中心提交「访客预约」，访客凭短信到前台换证。'],
  ['公积金和社保如何转移？', '转入需提供原单位转出证明，人力资源部统一在每月 15 日前办理。'],
  ['内部岗位轮换如何报名？', '在「岗位轮换」列表选择岗位并提交申请，需最近一次考评 B+ 及以上。'],
] as const;

export async function seedHotQuestions(context: SeedContext) {
  const now = context.clock.now().getTime();
  await context.tx.insert(hotQuestions).values(
    questions.map(([title, answer], index) => ({
      title,
      answer,
      sortOrder: index,
      authorId: context.adminId,
      publishedAt: new Date(now - (index + 1) * 3 * 86_400_000),
    })),
  );
}
