import { books } from '../features/book-corner/schema.ts';
import { type FileSeedContext, pictureSvg, storeSeedImage } from './content/images.ts';
import type { SeedEmployee } from './employees.ts';

interface SeedBook {
  name: string;
  author: string;
  recommend: string;
}

/** Books colleagues recommend: the cover shows the title before any subtitle, and the author. */
const SEED_BOOKS: SeedBook[] = [
  {
    name: '人类简史：从动物到上帝',
    author: '尤瓦尔·赫拉利',
    recommend: '用“认知革命”串起七万年的人类历史，读完会重新审视公司、货币和信任这些“虚构的故事”。',
  },
  {
    name: '三体',
    author: '刘慈欣',
    recommend: '宏大的想象力和严谨的推演，黑暗森林法则至今仍是午饭时最热门的话题。',
  },
  {
    name: '活着',
    author: '余华',
    recommend: '文字朴素而有力量，讲述了一个人如何承受命运。适合在忙碌之后静下心来读。',
  },
  {
    name: '原则',
    author: '瑞·达利欧',
    recommend: '把决策变成可以复盘的原则，书中的“极度透明”对团队复盘很有启发。',
  },
  {
    name: '人月神话',
    author: '弗雷德里克·布鲁克斯',
    recommend: '“向进度落后的项目增加人手只会让它更落后”——每个项目经理都应该读一读。',
  },
  {
    name: '浪潮之巅',
    author: '吴军',
    recommend: '科技公司的兴衰史，帮助我们理解技术浪潮与商业模式之间的关系。',
  },
  {
    name: '置身事内：中国政府与经济发展',
    author: '兰小欢',
    recommend: '深入浅出地讲清了地方政府、土地财政与产业发展，是了解中国经济的入门好书。',
  },
  {
    name: '非暴力沟通',
    author: '马歇尔·卢森堡',
    recommend: '观察、感受、需要、请求四步法，跨部门协作和一对一沟通时非常实用。',
  },
  {
    name: '穷查理宝典',
    author: '彼得·考夫曼 编',
    recommend: '芒格的多元思维模型，教我们用不同学科的视角去看同一个问题。',
  },
  {
    name: '影响力',
    author: '罗伯特·西奥迪尼',
    recommend: '六大影响力原则既能帮助做好产品和营销，也能让我们识别生活中的说服套路。',
  },
  {
    name: '围城',
    author: '钱锺书',
    recommend: '幽默犀利的语言里藏着对人生的洞察，每次重读都有新的体会。',
  },
  {
    name: '重构：改善既有代码的设计',
    author: '马丁·福勒',
    recommend: '小步、安全地改进代码的方法论，研发同学的案头必备，第二版示例改用了 JavaScript。',
  },
];

/** Seeded people recommend the books: every 19th employee after the first, so no draw from the seed's randomness. */
const recommenderOf = (employees: SeedEmployee[], position: number) =>
  employees[(1 + position * 19) % employees.length] as SeedEmployee;

/** The book corner's books with generated covers, recommended by seeded employees. */
export async function seedBookCorner(context: FileSeedContext & { employees: SeedEmployee[] }) {
  const rows = [];
  for (const [position, book] of SEED_BOOKS.entries()) {
    const [title = book.name] = book.name.split('：');
    const svg = pictureSvg({
      width: 300,
      height: 420,
      title,
      subtitle: book.author,
      hue: (position * 29) % 360,
    });
    rows.push({
      name: book.name,
      author: book.author,
      coverKey: await storeSeedImage(context, `book-cover-${position + 1}.svg`, svg),
      recommenderEmail: recommenderOf(context.employees, position).email,
      recommend: book.recommend,
      sortOrder: position + 1,
    });
  }
  await context.tx.insert(books).values(rows);
}
