/** The words the gallery demo data is written with: children, paintings, desks, lessons, teams. */

export const CHILD_NAMES = [
  '子涵',
  '一诺',
  '欣怡',
  '梓萱',
  '浩宇',
  '宇轩',
  '若汐',
  '沐阳',
  '思远',
  '雨桐',
  '梓睿',
  '可欣',
  '俊熙',
  '诗涵',
  '明轩',
  '语嫣',
];
export const PAINTINGS = [
  '我的机器人朋友',
  '海底世界',
  '太空旅行',
  '春天的花园',
  '我爱我家',
  '未来城市',
  '会飞的鲸鱼',
  '森林音乐会',
  '彩虹桥',
  '恐龙乐园',
  '月亮上的兔子',
  '长城日出',
  '快乐的一家',
  '甜甜圈星球',
  '熊猫宝宝',
  '雨后的彩虹',
];
export const DESKS = [
  '绿植小森林',
  '极简风工位',
  '手办收藏角',
  '书香一隅',
  '双屏效率党',
  '温馨便签墙',
  '猫咪主题工位',
  '阳光窗边位',
];
export const LESSONS = [
  '如何写好周报',
  'Excel 数据透视表入门',
  '高效开会的五个习惯',
  'Git 分支管理实践',
  '摄影构图基础',
  '时间管理四象限',
  '读懂财务报表',
  '跑步不伤膝',
  '手冲咖啡入门',
];
export const REUNIONS = [
  '回老家陪父母过节',
  '一家人包饺子',
  '赏月吃月饼',
  '带孩子看花灯',
  '三代同堂的团圆饭',
  '和家人去海边',
  '陪外婆逛庙会',
  '全家福',
];
export const TEAMS = [
  '追风少年队',
  '晨光跑团',
  '闪电小分队',
  '乐跑先锋',
  '风驰电掣队',
  '夜跑联盟',
  '星海奔跑者',
  '马拉松梦之队',
  '绿茵飞驰队',
  '不止十公里',
];
export const SLOGANS = ['坚持就是胜利', '每天五公里', '跑出好心情', '一起跑更远', '汗水不会说谎'];
/** Teams a partner company entered: kept, but not shown in the running teams' gallery. */
export const COMPANY_TEAMS = [
  { name: '云帆伙伴队', company: '云帆信息技术有限公司' },
  { name: '启明协作跑团', company: '启明数据服务有限公司' },
];
