import { LOCATIONS } from '@portal/contracts';
import type { Random } from './random.ts';

const surnames = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['吴', 'wu'],
  ['周', 'zhou'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['马', 'ma'],
  ['朱', 'zhu'],
  ['胡', 'hu'],
  ['郭', 'guo'],
  ['何', 'he'],
  ['林', 'lin'],
  ['罗', 'luo'],
  ['高', 'gao'],
  ['郑', 'zheng'],
  ['梁', 'liang'],
  ['谢', 'xie'],
  ['宋', 'song'],
  ['唐', 'tang'],
  ['韩', 'han'],
  ['冯', 'feng'],
  ['邓', 'deng'],
] as const;

const givenNames = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['磊', 'lei'],
  ['强', 'qiang'],
  ['洋', 'yang'],
  ['艳', 'yan'],
  ['勇', 'yong'],
  ['军', 'jun'],
  ['杰', 'jie'],
  ['娟', 'juan'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀英', 'xiuying'],
  ['晓东', 'xiaodong'],
  ['子涵', 'zihan'],
  ['雨桐', 'yutong'],
  ['浩然', 'haoran'],
  ['思远', 'siyuan'],
  ['嘉怡', 'jiayi'],
  ['俊杰', 'junjie'],
  ['欣怡', 'xinyi'],
  ['宇航', 'yuhang'],
  ['梓萱', 'zixuan'],
  ['文博', 'wenbo'],
  ['佳琪', 'jiaqi'],
  ['志强', 'zhiqiang'],
] as const;

export const DEPARTMENTS = [
  '研发中心/平台研发部/基础架构组',
  '研发中心/平台研发部/数据平台组',
  '研发中心/终端研发部/移动端组',
  '研发中心/终端研发部/前端组',
  '研发中心/质量保障部',
  '产品中心/产品规划部',
  '产品中心/用户体验设计部',
  '市场中心/品牌部',
  '市场中心/渠道合作部',
  '销售中心/华北大区',
  '销售中心/华南大区',
  '销售中心/华东大区',
  '人力资源部/招聘组',
  '人力资源部/组织发展组',
  '财务部/核算组',
  '行政部/综合事务组',
  '法务部',
  '信息技术部/IT服务组',
] as const;

export const COMPANY = '星海科技有限公司';
export const MAIL_DOMAIN = 'xinghai-tech.com';
export const EMPLOYEE_COUNT = 240;

export interface SeedEmployee {
  userId: string;
  email: string;
  name: string;
  displayName: string;
  department: string;
  company: string;
  roles: string[];
  officeCity: string | null;
  officeBuilding: string | null;
}

/** Every building of the room list, in order: employees' offices are spread over them. */
const OFFICES = LOCATIONS.flatMap((city) =>
  (city.children ?? []).map((building) => ({ officeCity: city.value, officeBuilding: building.value })),
);
const ADMIN_OFFICE = { officeCity: '北京', officeBuilding: 'IC-Park一号楼' };

/**
 * The demo accounts holding a module right, by seed index (the first account is the administrator,
 * who holds them all). They are among the accounts the demo sign-on page lists.
 */
const DEMO_MODULE_RIGHTS: Record<number, string[]> = { 1: ['rotation:import', 'apartment:import'] };

/** 240 employees with Chinese names and pinyin emails; the first is the demo administrator. */
export function buildEmployees(random: Random): SeedEmployee[] {
  const usedEmails = new Set<string>();
  const employees: SeedEmployee[] = [];
  for (let index = 0; index < EMPLOYEE_COUNT; index++) {
    const [surname, surnamePinyin] = random.pick(surnames);
    const [given, givenPinyin] = random.pick(givenNames);
    const base = `${givenPinyin}.${surnamePinyin}`;
    let local = base;
    for (let suffix = 2; usedEmails.has(local); suffix++) local = `${base}${suffix}`;
    usedEmails.add(local);
    const name = `${surname}${given}`;
    employees.push({
      userId: `XH${String(10_001 + index)}`,
      email: `${local}@${MAIL_DOMAIN}`,
      name,
      displayName: `${name}(${local})`,
      department: index === 0 ? '行政部/综合事务组' : random.pick(DEPARTMENTS),
      company: COMPANY,
      roles: index === 0 ? ['admin'] : (DEMO_MODULE_RIGHTS[index] ?? []),
      // Not drawn from `random`, so adding offices left every other seeded value as it was.
      ...(index === 0 ? ADMIN_OFFICE : (OFFICES[index % OFFICES.length] as typeof ADMIN_OFFICE)),
    });
  }
  return employees;
}
