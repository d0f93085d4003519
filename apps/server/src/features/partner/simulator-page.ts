import { type Language, navigations } from '@portal/contracts';
import { PAGE_FONTS, renderServerPage } from '../../lib/server-page.ts';

const text = {
  zh: {
    title: '合作方应用模拟器',
    intro:
      '演示模式专用：为演示用户签发短期有效的合作方凭证（HS256，演示密钥），并在框架中打开手机版会议室预订页，就像在合作方聊天应用中打开一样。',
    user: '演示用户',
    expired: '签发已过期的凭证（体验重新登录）',
    open: '签发凭证并打开',
    opened: '已为 {userId} 签发凭证，有效期至 {expires}（公司时间）。',
    openedExpired: '已为 {userId} 签发一个已过期的凭证：页面将要求重新登录。',
    newTab: '在新标签页中打开',
    switchTo: 'English',
    frame: '手机版会议室预订',
  },
  en: {
    title: 'Partner app simulator',
    intro:
      'Demo mode only: mints a short-lived partner token (HS256, demo secret) for a demo user and opens the mobile room-booking page in a frame, as the partner chat app would.',
    user: 'Demo user',
    expired: 'Mint an expired token (to try signing in again)',
    open: 'Mint a token and open',
    opened: 'Token minted for {userId}, valid until {expires} (company time).',
    openedExpired: 'An expired token was minted for {userId}: the page will ask to sign in again.',
    newTab: 'Open in a new tab',
    switchTo: '中文',
    frame: 'Mobile room booking',
  },
} satisfies Record<Language, Record<string, string>>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SimulatorModel {
  language: Language;
  /** Demo users the partner app could open the portal for. */
  users: { userId: string; name: string }[];
  /** After a mint: whom for, the partner page's address and when the token ends (company time). */
  opened: { userId: string; url: string; expires: string; expired: boolean } | null;
}

const SIMULATOR_STYLE = `
  body { margin: 0; padding: 24px; background: #f5f7fa; font-family: ${PAGE_FONTS}; color: #1f2329; }
  main { max-width: 720px; margin: 0 auto; }
  h1 { margin: 0 0 8px; font-size: 22px; color: #1664ff; }
  p { color: #646a73; line-height: 1.6; }
  form { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin: 16px 0; }
  select, button { padding: 8px 12px; font-size: 15px; border-radius: 6px; border: 1px solid #d0d3d6; }
  button { background: #1664ff; color: #fff; border: 0; cursor: pointer; }
  .switch { float: right; color: #1664ff; text-decoration: none; }
  .result { color: #1f2329; } .result a { color: #1664ff; }
  iframe { display: block; width: 390px; max-width: 100%; height: 760px; border: 12px solid #1f2329; border-radius: 28px; background: #fff; }
`;

/** The simulator: a plain form (no script, the CSP allows none inline) and the partner page in a frame. */
export function renderSimulatorPage({ language, users, opened }: SimulatorModel): string {
  const t = text[language];
  const other: Language = language === 'zh' ? 'en' : 'zh';
  const options = users
    .map(
      (user) =>
        `<option value="${escapeHtml(user.userId)}"${user.userId === opened?.userId ? ' selected' : ''}>${escapeHtml(user.name)} (${escapeHtml(user.userId)})</option>`,
    )
    .join('');
  const result = opened
    ? `<p class="result">${escapeHtml(
        (opened.expired ? t.openedExpired : t.opened)
          .replace('{userId}', opened.userId)
          .replace('{expires}', opened.expires),
      )} <a href="${escapeHtml(opened.url)}" target="_blank" rel="noopener">${t.newTab}</a></p>
  <iframe title="${t.frame}" src="${escapeHtml(opened.url)}"></iframe>`
    : '';
  return renderServerPage({
    language,
    title: t.title,
    style: SIMULATOR_STYLE,
    main: `
  <a class="switch" href="${navigations.partnerSimulator}?language=${other}">${t.switchTo}</a>
  <h1>${t.title}</h1>
  <p>${t.intro}</p>
  <form method="get" action="${navigations.partnerSimulator}">
    <input type="hidden" name="language" value="${language}">
    <label for="userId">${t.user}</label>
    <select id="userId" name="userId">${options}</select>
    <label><input type="checkbox" name="expired" value="1"${opened?.expired ? ' checked' : ''}> ${t.expired}</label>
    <button type="submit">${t.open}</button>
  </form>
  ${result}
`,
  });
}
