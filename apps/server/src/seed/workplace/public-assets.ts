import { type AssetCategory, type AssetStatus, LOCATIONS } from '@portal/contracts';
import type { Transaction } from '../../db/client.ts';
import { publicAssets } from '../../features/public-assets/schema.ts';
import { seededRandom } from '../random.ts';

/** Asset numbers read XH-<category code>-<year bought>-<serial>. */
const CATEGORY_CODES: Record<AssetCategory, string> = {
  computer: 'IT',
  display: 'DS',
  network: 'NW',
  av: 'AV',
  furniture: 'FU',
  vehicle: 'VH',
  other: 'OT',
};

const ASSETS: [AssetCategory, string][] = [
  ['computer', 'ThinkPad X1 Carbon 笔记本电脑'],
  ['computer', 'MacBook Pro 14 寸笔记本电脑'],
  ['computer', 'Dell OptiPlex 台式机'],
  ['computer', '图形工作站 Precision 7960'],
  ['computer', '测试用 iPhone 15'],
  ['computer', '测试用华为 Mate 60'],
  ['display', 'Dell U2723QE 27 寸显示器'],
  ['display', 'LG 34 寸带鱼屏显示器'],
  ['display', '前台信息屏 55 寸'],
  ['network', '华为 AirEngine 无线 AP'],
  ['network', 'H3C 48 口交换机'],
  ['network', '深信服防火墙'],
  ['av', '会议平板 MAXHUB 86 寸'],
  ['av', '爱普生投影仪 CB-2265U'],
  ['av', 'Polycom 视频会议终端'],
  ['av', '宝利通会议电话'],
  ['av', '索尼摄像机 FX3'],
  ['furniture', '电动升降办公桌'],
  ['furniture', '人体工学椅'],
  ['furniture', '六人会议桌'],
  ['furniture', '文件保密柜'],
  ['vehicle', '别克 GL8 商务车'],
  ['other', '饮水机'],
  ['other', '碎纸机'],
  ['other', '激光打印机 HP M479'],
];

/** Each building of the room list: assets are kept in the offices. */
const PLACES = LOCATIONS.flatMap((city) =>
  (city.children ?? []).map((building) => ({ city: city.value, building: building.value })),
);

const ASSET_COUNT = 40;

/**
 * About forty shared assets in the offices: most in use with a custodian, some idle in a store
 * room, a few under repair or scrapped (those without a custodian).
 */
export async function seedPublicAssets(tx: Transaction, userIds: number[], adminId: number) {
  const random = seededRandom(20_261_128);
  const serials = new Map<string, number>();
  const rows = Array.from({ length: ASSET_COUNT }, (_, index) => {
    const [category, name] = ASSETS[index % ASSETS.length] as [AssetCategory, string];
    const year = random.int(2019, 2026);
    const prefix = `XH-${CATEGORY_CODES[category]}-${year}`;
    const serial = (serials.get(prefix) ?? 0) + 1;
    serials.set(prefix, serial);
    const roll = random.next();
    const status: AssetStatus =
      roll < 0.65 ? 'inUse' : roll < 0.82 ? 'idle' : roll < 0.92 ? 'repair' : 'scrapped';
    const month = String(random.int(1, year === 2026 ? 10 : 12)).padStart(2, '0');
    return {
      assetNo: `${prefix}-${String(serial).padStart(4, '0')}`,
      name,
      category,
      ...(random.pick(PLACES) as { city: string; building: string }),
      custodianId: status === 'inUse' || status === 'repair' ? (random.pick(userIds) as number) : null,
      status,
      purchaseDate: `${year}-${month}-${String(random.int(1, 28)).padStart(2, '0')}`,
      updatedBy: adminId,
    };
  });
  await tx.insert(publicAssets).values(rows);
}
