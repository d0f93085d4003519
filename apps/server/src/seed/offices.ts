import type { Transaction } from '../db/client.ts';
import { officeAddresses } from '../features/offices/schema.ts';
import type { SeedEmployee } from './employees.ts';

/** The company's offices, country by country and city by city (the table merges equal cells). */
const SEED_OFFICES = [
  { country: '中国', city: '深圳', workAddress: '广东省深圳市福田区福华三路88号会展湾T10栋3-4层' },
  { country: '中国', city: '深圳', workAddress: '广东省深圳市福田区福华三路88号会展湾T11栋' },
  { country: '中国', city: '北京', workAddress: '北京市海淀区丰豪东路9号院IC-Park一号楼' },
  { country: '中国', city: '北京', workAddress: '北京市海淀区丰豪东路9号院IC-PARK 6号楼、7号楼' },
  { country: '中国', city: '北京', workAddress: '北京市北京经济技术开发区科创十三街亦庄信创园8层' },
  { country: '中国', city: '上海', workAddress: '上海市徐汇区宜山路700号星创大厦9层' },
  { country: '中国', city: '武汉', workAddress: '湖北省武汉市东湖新技术开发区光谷软件园F3栋5层' },
  { country: '中国', city: '成都', workAddress: '四川省成都市高新区天府五街200号菁蓉汇3栋8层' },
  { country: '中国', city: '厦门', workAddress: '福建省厦门市思明区软件园二期观日路32号4层' },
  { country: '新加坡', city: '新加坡', workAddress: '1 Fusionopolis Way, #12-05 Connexis, Singapore 138632' },
  {
    country: '马来西亚',
    city: '吉隆坡',
    workAddress: 'Level 18, Menara IQ, Tun Razak Exchange, 55188 Kuala Lumpur',
  },
] as const;

/** Each office's contact is a seeded employee (every 23rd after the first): fixed, no random draw. */
export async function seedOffices(tx: Transaction, employees: SeedEmployee[]) {
  await tx.insert(officeAddresses).values(
    SEED_OFFICES.map((office, position) => {
      const contact = employees[(2 + position * 23) % employees.length] as SeedEmployee;
      return { ...office, accessPerson: contact.name, email: contact.email, sortOrder: position + 1 };
    }),
  );
}
