import { strToU8, zipSync } from 'fflate';
import { insertPackage } from '../features/software/index.ts';
import { type FileSeedContext, storeSeedFile } from './content/images.ts';

/** Fixed, so the generated archives are the same bytes on every seed. */
const ARCHIVE_TIME = new Date('2026-01-05T02:00:00Z');

const PACKAGES = [
  {
    name: '星海 VPN 客户端',
    category: 'security',
    platform: 'windows',
    version: '5.0.2',
    description: '上一版本，仅供 Windows 7 设备使用。',
  },
  {
    name: '星海 VPN 客户端',
    category: 'security',
    platform: 'windows',
    version: '5.1.0',
    description: '在公司外访问内网系统所需的 VPN 客户端，安装后使用门户账号登录。',
  },
  {
    name: '星海 VPN 客户端',
    category: 'security',
    platform: 'macos',
    version: '5.1.0',
    description: '在公司外访问内网系统所需的 VPN 客户端（macOS 12 及以上）。',
  },
  {
    name: '终端安全助手',
    category: 'security',
    platform: 'windows',
    version: '2.4.0',
    description: '办公电脑必装：病毒防护、补丁管理与资产登记。',
  },
  {
    name: '星海会议',
    category: 'communication',
    platform: 'windows',
    version: '3.8.0',
    description: '视频会议客户端，支持会议室投屏与会议录制。',
  },
  {
    name: '星海会议',
    category: 'communication',
    platform: 'android',
    version: '3.8.0',
    description: '视频会议手机客户端。',
  },
  {
    name: '打印机驱动合集',
    category: 'utility',
    platform: 'windows',
    version: '2025.11',
    description: '各办公区共享打印机的驱动与一键添加脚本。',
  },
  {
    name: '开发环境配置工具',
    category: 'development',
    platform: 'linux',
    version: '1.6.3',
    description: '一键配置公司镜像源、代码仓库凭据与常用开发工具。',
  },
  {
    name: '品牌字体包',
    category: 'design',
    platform: 'macos',
    version: '2026.1',
    description: '公司品牌规范字体，仅限内部设计使用。',
  },
  {
    name: '办公套件插件',
    category: 'office',
    platform: 'windows',
    version: '1.2.0',
    description: '文档模板、公文格式与电子签章插件。',
  },
] as const;

const fileNameOf = (item: (typeof PACKAGES)[number]) =>
  `${item.name.replace(/\s+/g, '-')}-${item.version}-${item.platform}.zip`;

/** A small zip that stands in for the package: a text file naming it. */
const archiveOf = (item: (typeof PACKAGES)[number]) =>
  Buffer.from(
    zipSync(
      { 'README.txt': strToU8(`${item.name} ${item.version} (${item.platform})\r\n${item.description}\r\n`) },
      { mtime: ARCHIVE_TIME },
    ),
  );

/** The software catalogue, each version with its generated archive, published by the administrator. */
export async function seedSoftware(context: FileSeedContext) {
  for (const item of PACKAGES) {
    const ossKey = await storeSeedFile(context, fileNameOf(item), archiveOf(item), {
      contentType: 'application/zip',
      extension: 'zip',
    });
    await insertPackage(context.tx, { ...item, fileKey: ossKey, publishedBy: context.adminId });
  }
}
