import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import type { Random } from '../../random.ts';

export interface ArticleInput {
  award: string;
  winners: string;
  department: string;
  monthLabel: string;
  deeds: string[];
}

const quotesZh = [
  '荣誉属于每一位并肩作战的伙伴，我会继续保持初心。',
  '把每件小事做好，就是对客户最大的负责。',
  '感谢团队的信任，未来我们会做得更好。',
  '遇到难题不退缩，办法总比困难多。',
];
const quotesEn = [
  'This award belongs to everyone who worked alongside me.',
  'Doing the small things well is how we earn our customers’ trust.',
  'Thank you for the trust; we will keep raising the bar.',
];

const deedsEn = [
  'Delivered the quarterly release two weeks ahead of plan',
  'Mentored four new colleagues through their probation',
  'Received written thanks from three key customers',
  'Cut monthly cloud costs by a fifth',
  'Led the migration of the order system with zero downtime',
];

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A Chinese article as the HR team writes it, saved through the sanitizer like any editor's HTML. */
export function chineseArticle(random: Random, input: ArticleInput): string {
  return sanitizeHtml(`<p>${input.monthLabel}，经部门推荐、评审委员会评议并公示，<strong>${input.winners}</strong>（${input.department}）荣获「${input.award}」。</p>
<h3>主要事迹</h3>
${list(input.deeds)}
<blockquote>${random.pick(quotesZh)}</blockquote>
<p>公司向获奖者表示祝贺，也希望大家以榜样为镜，在各自岗位上创造更大价值。</p>`);
}

/** Some honors are announced in English for colleagues abroad (the portal is bilingual). */
export function englishArticle(random: Random, input: Omit<ArticleInput, 'deeds'>): string {
  return sanitizeHtml(`<p>Following nominations and a review by the awards committee, <strong>${input.winners}</strong> (${input.department}) received the <em>${input.award}</em> award for ${input.monthLabel}.</p>
<h3>Highlights</h3>
${list([random.pick(deedsEn), random.pick(deedsEn.slice().reverse())])}
<blockquote>${random.pick(quotesEn)}</blockquote>
<p>Congratulations! Let us learn from their example in our own work.</p>`);
}
