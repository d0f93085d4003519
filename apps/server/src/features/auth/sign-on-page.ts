import type { ErrorKey, Language } from '@portal/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { PAGE_FONTS, renderServerPage } from '../../lib/server-page.ts';

const text = {
  zh: {
    title: '员工门户 · 登录',
    heading: '员工门户',
    subheading: '使用公司邮箱登录',
    username: '邮箱',
    password: '密码',
    submit: '登 录',
    demo: '演示账号（密码见 README）',
    switchTo: 'English',
    expected: '此页面属于 {email}，请以该账号登录',
    otherAccount: '您当前以 {signedInAs} 登录，但此页面属于 {email}，请以该账号登录',
  },
  en: {
    title: 'Staff portal · Sign in',
    heading: 'Staff portal',
    subheading: 'Sign in with your company email',
    username: 'Email',
    password: 'Password',
    submit: 'Sign in',
    demo: 'Demo accounts (password in the README)',
    switchTo: '中文',
    expected: 'This page belongs to {email}; please sign in with that account',
    otherAccount:
      'You are signed in as {signedInAs}, but this page belongs to {email}; please sign in with that account',
  },
} satisfies Record<Language, Record<string, string>>;

/** Pages that explain why a sign-on did not happen, each with a way back. */
const notices = {
  zh: {
    crossSite: {
      title: '登录请求来自其他网站',
      body: '为保护您的账号，只接受在本门户登录页提交的登录。请在下方重新登录。',
    },
    unknownEmployee: {
      title: '员工目录中没有此账号',
      body: '身份提供方确认了您的邮箱 {email}，但公司员工目录中没有该邮箱。请联系 IT 服务台将您加入目录。',
    },
    unverifiedEmail: {
      title: '邮箱未经验证',
      body: '身份提供方没有确认邮箱 {email} 属于您，因此不能用它登录。请先在身份提供方处验证该邮箱，或联系 IT 服务台。',
    },
    expired: { title: '登录已过期', body: '这次登录未能完成或已使用过，请重新登录。' },
    refused: { title: '登录未完成', body: '身份提供方的应答无法验证，请重新登录。' },
    providerUnavailable: {
      title: '暂时无法连接身份提供方',
      body: '请稍后再试；如果问题持续，请联系 IT 服务台。',
    },
    again: '重新登录',
  },
  en: {
    crossSite: {
      title: 'The sign-in came from another site',
      body: 'To protect your account, only sign-ins sent from this portal’s own page are accepted. Please sign in again below.',
    },
    unknownEmployee: {
      title: 'This account is not in the employee directory',
      body: 'The identity provider confirmed your email {email}, but the company directory does not list it. Please ask the IT service desk to add you.',
    },
    unverifiedEmail: {
      title: 'This email is not verified',
      body: 'The identity provider has not confirmed that {email} is yours, so it cannot be used to sign in. Please verify the email with the identity provider first, or contact the IT service desk.',
    },
    expired: {
      title: 'The sign-in expired',
      body: 'This sign-in did not finish or was already used. Please sign in again.',
    },
    refused: {
      title: 'The sign-in did not finish',
      body: 'The identity provider’s answer could not be verified. Please sign in again.',
    },
    providerUnavailable: {
      title: 'The identity provider cannot be reached',
      body: 'Please try again later; if it keeps happening, contact the IT service desk.',
    },
    again: 'Sign in again',
  },
} satisfies Record<Language, Record<string, unknown>>;

export type Notice =
  | 'crossSite'
  | 'unverifiedEmail'
  | 'unknownEmployee'
  | 'expired'
  | 'refused'
  | 'providerUnavailable';

/** The account a partner page needs, and the other one signed in instead (null when none). */
export interface ExpectedAccount {
  email: string;
  signedInAs: string | null;
}

export interface SignOnPageModel {
  language: Language;
  /** Whether someone chose the language (else it is the default): only a choice goes on to the portal. */
  languageChosen: boolean;
  callback: string;
  username: string;
  error: string | null;
  demoAccounts: { email: string; name: string }[];
  expectedAccount: ExpectedAccount | null;
}

/** The built-in sign-on page: server-rendered, works without JavaScript, in the portal's look. */
export function renderSignOnPage(model: SignOnPageModel): string {
  const t = text[model.language];
  const other: Language = model.language === 'zh' ? 'en' : 'zh';
  // The form stays a form in the other language, also where a provider is the usual way in.
  const switchHref = `/sso/login?callback=${encodeURIComponent(model.callback)}&language=${other}&method=password`;
  const demo = model.demoAccounts.length
    ? `<section class="demo"><h2>${t.demo}</h2><ul>${model.demoAccounts
        .map((account) => `<li><code>${escapeHtml(account.email)}</code> ${escapeHtml(account.name)}</li>`)
        .join('')}</ul></section>`
    : '';
  const expected = model.expectedAccount;
  const hint = expected
    ? `<p class="expected" role="status">${(expected.signedInAs ? t.otherAccount : t.expected)
        .replace('{email}', `<strong>${escapeHtml(expected.email)}</strong>`)
        .replace('{signedInAs}', `<strong>${escapeHtml(expected.signedInAs ?? '')}</strong>`)}</p>`
    : '';
  return page(
    model.language,
    t.title,
    `
  <a class="switch" href="${escapeHtml(switchHref)}">${t.switchTo}</a>
  <h1>${t.heading}</h1>
  <p class="sub">${t.subheading}</p>
  ${hint}
  <form method="post" action="/sso/login">
    <input type="hidden" name="callback" value="${escapeHtml(model.callback)}">
    ${model.languageChosen ? `<input type="hidden" name="language" value="${model.language}">` : ''}
    <label for="username">${t.username}</label>
    <input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(model.username)}">
    <label for="password">${t.password}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    ${model.error ? `<div class="error" role="alert">${escapeHtml(model.error)}</div>` : ''}
    <button type="submit">${t.submit}</button>
  </form>
  ${demo}
`,
  );
}

/** The refusals a client may tell apart by their `error` key (the page's `data-error`). */
const noticeErrors: Partial<Record<Notice, ErrorKey>> = { unverifiedEmail: 'signIn.emailUnverified' };

/** The portal's look for server-rendered sign-on pages. */
const SIGN_ON_STYLE = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: linear-gradient(135deg, #e8f0fe 0%, #f5f7fa 60%); font-family: ${PAGE_FONTS}; color: #1f2329; }
  main { width: min(400px, 92vw); background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 8px 32px rgba(22, 100, 255, .12); }
  h1 { margin: 0 0 4px; font-size: 24px; color: #1664ff; }
  p.sub { margin: 0 0 24px; color: #646a73; }
  label { display: block; margin: 16px 0 6px; font-size: 14px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; border: 1px solid #d0d3d6; border-radius: 6px; font-size: 15px; }
  input:focus { outline: none; border-color: #1664ff; box-shadow: 0 0 0 2px rgba(22, 100, 255, .2); }
  button { width: 100%; margin-top: 24px; padding: 11px; border: 0; border-radius: 6px; background: #1664ff; color: #fff; font-size: 16px; cursor: pointer; }
  .error { margin-top: 16px; padding: 8px 12px; border-radius: 6px; background: #fff1f0; color: #cf1322; font-size: 14px; }
  .switch { float: right; font-size: 14px; color: #1664ff; text-decoration: none; }
  .demo { margin-top: 24px; border-top: 1px solid #eee; padding-top: 12px; font-size: 13px; color: #646a73; }
  .demo h2 { font-size: 13px; font-weight: normal; margin: 0 0 6px; }
  .demo ul { margin: 0; padding-left: 18px; } .demo li { margin: 2px 0; }
  .expected { margin: -8px 0 8px; padding: 8px 12px; border-radius: 6px; background: #e8f0fe; color: #1f2329; font-size: 14px; line-height: 1.5; overflow-wrap: anywhere; }
  a.again { display: inline-block; margin-top: 8px; color: #1664ff; }
`;

function page(language: Language, title: string, main: string, error?: ErrorKey): string {
  return renderServerPage({
    language,
    title,
    style: SIGN_ON_STYLE,
    mainAttributes: error ? ` data-error="${error}"` : '',
    main,
  });
}

/** Why a sign-on did not happen, in the page's language, with a link to start again. */
export function renderNoticePage(
  language: Language,
  notice: Notice,
  values: { email?: string } = {},
): string {
  const text = notices[language][notice];
  const body = text.body.replace('{email}', escapeHtml(values.email ?? ''));
  return page(
    language,
    text.title,
    `
  <h1>${text.title}</h1>
  <p class="sub">${body}</p>
  <a class="again" href="/sso/login?language=${language}">${notices[language].again}</a>
`,
    noticeErrors[notice],
  );
}
