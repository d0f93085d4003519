import { type RouteName, routes, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, signIn, useTestServer } from '../../test/support.ts';
import { uploadTo } from '../../test/uploads.ts';
import { samplePdf } from '../features/files/sample-files.ts';
import { seed } from '../seed/seed.ts';

// The demo data gives every route something real to find, so hostile values reach the database
// instead of stopping at "not found".
const server = useTestServer();

const tomorrow = () => new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
const tomorrowAt = (time: string) => `${tomorrow()} ${time}`;
const yesterday = () => new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
/** The company's current half year, a goals period: "2026-H2". */
const halfYear = () => {
  const today = new Date(Date.now() + 8 * 3_600_000);
  return `${today.getUTCFullYear()}-H${today.getUTCMonth() < 6 ? 1 : 2}`;
};
const goals = [
  {
    title: '提升稳定性',
    weight: 100,
    keyResults: [{ title: '可用性', weight: 100, target: '99.9%' }],
    tasks: [],
  },
];

/** A valid call of each route that needs input: one field at a time is replaced by a hostile value. */
const valid: Partial<Record<RouteName, Record<string, unknown> | unknown[]>> = {
  peopleByEmails: ['someone@example.com'],
  peopleSearch: { keyword: '张' },
  roomList: { startTime: tomorrowAt('00:00:00'), endTime: tomorrowAt('24:00:00') },
  roomDay: { id: '1', date: tomorrow() },
  bookingMine: {},
  bookingCancel: { id: '1' },
  meetingCreate: {
    name: '评审',
    roomId: 1,
    startTime: tomorrowAt('21:00:00'),
    endTime: tomorrowAt('21:30:00'),
    attendees: [],
    content: '',
    attachment: '',
  },
  peopleByText: { email: 'someone@example.com,other@example.com' },
  peopleHrmByEmails: ['someone@example.com'],
  meetingList: {
    currentPage: 1,
    pageSize: 10,
    listType: 'all',
    status: 7,
    content: '会',
    timeBegin: tomorrowAt('00:00:00'),
    timeEnd: tomorrowAt('24:00:00'),
  },
  meetingDetail: { id: '1' },
  meetingUpdate: {
    id: 1,
    name: '评审',
    roomId: 1,
    startTime: tomorrowAt('21:00:00'),
    endTime: tomorrowAt('21:30:00'),
    attendees: [],
    content: '',
    attachment: '',
  },
  meetingCancel: { id: 1 },
  meetingMinutesSave: { id: 1, minutes: '<p>纪要</p>', recorderEmail: 'someone@example.com' },
  meetingCreateHeld: {
    name: '碰头会',
    date: yesterday(),
    startTime: '10:00',
    endTime: '10:30',
    attendees: ['min.song@xinghai-tech.com'],
    content: '讨论',
    minutes: '<p>纪要</p>',
  },
  meetingActionSave: {
    meetingId: 1,
    id: 1,
    title: '跟进',
    ownerEmails: ['someone@example.com'],
    dueDate: '2030-01-31',
    progress: '',
  },
  meetingActionStatusSet: { id: 1, status: 'doing', progress: '进行中' },
  meetingActionsMine: { currentPage: 1, pageSize: 10, scope: 'owned', status: 'todo' },
  meetingNoticeExists: {},
  meetingNoticeClear: {},
  meetingFrequentAttendees: {},
  calendarFeedMine: {},
  calendarFeedRenew: {},
  calendarFeedRevoke: {},
  filesByOssKeys: { ossKeys: 'a.pdf' },
  honorWallOfFame: { award: 100, page: 1, pageSize: 10, name: '张', companyName: '公司', time: '2026-01' },
  honorDetail: { id: '1' },
  commentsThread: { resourceId: 1, type: 1 },
  commentsView: { resourceId: 1, type: 1 },
  commentsInsert: { postId: 1, comment: '好', anonymousFlag: false },
  commentsDelete: { commentId: '1' },
  commentsLike: { postId: '1' },
  commentsLikeCancel: { postId: '1' },
  homeHotQuestions: { title: '问题' },
  procurementDetailList: { month: '2026-01' },
  apartmentListEffective: {
    base: '深圳',
    apartmentType: '人才公寓',
    leaseType: '整租',
    houseType: '一室一厅',
  },
  feedbackTemplate: { key: 'listenToMe' },
  feedbackSubmit: { key: 'listenToMe', anonymousFlag: true, formTextList: [{ rank: 1, content: '好' }] },
  feedbackAnswers: { key: 'listenToMe', pageNo: 1, pageSize: 10 },
  feedbackFormList: { search: '反馈', status: 'open', pageNo: '1', pageSize: '20' },
  feedbackFormDetail: { key: 'listenToMe' },
  feedbackFormCreate: {
    formTitle: '满意度调查',
    formTitleEn: 'Survey',
    description: '说明',
    descriptionEn: '',
    anonymousDefault: true,
    questions: [
      { kind: 'text', title: '食堂', titleEn: '', content: '提示', contentEn: '', required: false },
    ],
  },
  feedbackFormUpdate: {
    key: 'listenToMe',
    formTitle: '满意度调查',
    questions: [{ rank: 1, kind: 'text', title: '食堂', content: '提示', required: false }],
  },
  feedbackFormPublish: { key: 'listenToMe' },
  feedbackFormUnpublish: { key: 'listenToMe' },
  feedbackFormRemove: { key: 'listenToMe' },
  feedbackFormRestore: { key: 'listenToMe' },
  galleryItems: { activityNo: '13', month: '8' },
  bookCornerBooks: { pageNum: '1', pageSize: '1000' },
  rulesDocList: { title: '制度' },
  rulesTemplateDocList: { title: '模板', templateType: '合同' },
  newsQueryWithLanguage: { title: '通知' },
  newsDetail: { id: '1' },
  messageList: { readFlag: '0' },
  messageRead: { ids: [1] },
  rotationRemove: { id: '1' },
  rotationDetail: { id: 1 },
  goalSheetMine: { period: halfYear() },
  goalSheetSave: { period: halfYear(), objectives: goals },
  goalSheetSubmit: { id: 1, revision: 1 },
  goalSheet: { id: '1' },
  goalSheetApprove: { id: 1, revision: 1 },
  goalSheetReturn: { id: 1, revision: 1, comment: '请补充' },
  goalSheetsTeam: { period: halfYear() },
  reviewCounts: { type: 'all' },
  reviewList: { type: 'all', currentPage: 1, pageSize: 10, title: '复盘' },
  reviewDetail: { id: '1' },
  reviewCreate: {
    title: '发布复盘',
    project: '订单系统',
    reviewDate: yesterday(),
    participants: [],
    goal: '目标',
    actions: [],
  },
  reviewUpdate: { id: 1, title: '发布复盘', project: '订单系统', reviewDate: yesterday() },
  reviewPublish: { id: 1 },
  reviewDelete: { id: 1 },
  holidayYear: { year: '2026' },
  holidayCreate: {
    year: 2026,
    nameZh: '国庆节',
    nameEn: 'National Day',
    startsOn: '2026-10-01',
    endsOn: '2026-10-07',
    workdays: ['2026-10-10'],
  },
  holidayUpdate: {
    id: 1,
    year: 2026,
    nameZh: '元旦',
    nameEn: "New Year's Day",
    startsOn: '2026-01-01',
    endsOn: '2026-01-03',
    workdays: ['2026-01-04'],
  },
  holidayRemove: { id: 1 },
  auditList: {
    person: '张',
    module: 'holidays',
    from: '2026-01-01',
    to: '2026-12-31',
    pageNo: '1',
    pageSize: '20',
  },
  messageBroadcast: {
    title: '通知',
    content: '正文',
    linkUrl: '/#/ruleList',
    audience: { kind: 'department', department: '行政部' },
  },
  closureList: { roomId: '1' },
  closureHits: { roomId: 1, startTime: tomorrowAt('21:00:00'), endTime: tomorrowAt('21:30:00') },
  closureCreate: {
    roomId: 1,
    startTime: tomorrowAt('23:00:00'),
    endTime: tomorrowAt('23:30:00'),
    reason: '维修',
  },
  closureRemove: { id: 1 },
  newsEditorList: { state: 'live', title: '通知', pageNo: '1', pageSize: '20' },
  newsEditorItem: { id: '1' },
  newsCreate: { language: 'all', title: '通知', titleEn: 'Notice', content: '<p>正文</p>', pinned: false },
  newsUpdate: { id: 1, revision: '2026-01-01T00:00:00.000Z', title: '通知', attachmentKeys: [] },
  newsPublish: { id: 1, publishTime: tomorrowAt('09:00:00'), expireTime: tomorrowAt('18:00:00') },
  newsUnpublish: { id: 1 },
  newsRemove: { id: 1 },
  newsRestore: { id: 1 },
  roomEditorList: { keyword: '星河', pageNo: '1', pageSize: '20' },
  roomEditorCreate: {
    name: '星海厅',
    city: '杭州',
    building: '滨江一号楼',
    floor: '5层',
    capacity: 12,
    devices: ['白板'],
    photoOssKey: null,
    opensAt: '09:00',
    closesAt: '18:00',
  },
  roomEditorUpdate: {
    id: 1,
    name: '星海厅',
    city: '杭州',
    building: '滨江一号楼',
    floor: null,
    capacity: 12,
    devices: [],
    photoOssKey: null,
    opensAt: '00:00',
    closesAt: '24:00',
  },
  roomEditorRetireHits: { id: 1 },
  roomEditorRetire: { id: 1, cancelBookings: false },
  roomEditorRestore: { id: 1 },
  softwareList: { keyword: 'VPN', category: 'security' },
  softwarePublish: {
    name: '星海 VPN 客户端',
    category: 'security',
    platform: 'windows',
    version: '9.9.9',
    description: '',
    ossKey: 'seed-1.zip',
  },
  workflowList: { pageNo: '1', pageSize: '1000', box: 'todo', type: 'travel', status: 'pending' },
  workflowDetail: { id: '1' },
  workflowDecide: { id: 1, decision: 'reject', comment: '材料不全' },
  workflowWithdraw: { id: 1 },
  personalProjectList: { status: 'active', year: '2026', keyword: '看板' },
  personalProjectCreate: {
    name: '数据看板',
    role: '负责人',
    status: 'active',
    startDate: '2026-01-05',
    endDate: '2026-12-31',
    progress: 10,
    description: '按区域下钻',
  },
  personalProjectUpdate: {
    id: 1,
    name: '数据看板',
    role: '负责人',
    status: 'active',
    startDate: '2026-01-05',
    endDate: '',
    progress: 10,
    description: '',
  },
  personalProjectDelete: { id: 1 },
  publicAssetList: {
    keyword: 'XH',
    category: 'av',
    status: 'inUse',
    city: '北京',
    building: 'IC-Park一号楼',
  },
  publicAssetCreate: {
    assetNo: 'XH-OT-2026-9999',
    name: '碎纸机',
    category: 'other',
    city: '北京',
    building: 'IC-Park一号楼',
    custodianEmail: '',
    status: 'idle',
    purchaseDate: '2026-01-05',
  },
  publicAssetUpdate: {
    id: 1,
    assetNo: 'XH-OT-2026-9999',
    name: '碎纸机',
    category: 'other',
    city: '北京',
    building: 'IC-Park一号楼',
    custodianEmail: '',
    status: 'idle',
    purchaseDate: '2026-01-05',
  },
  // The partner twins, called here with the session (no token): the same input rules as the portal's.
  partnerRoomList: { startTime: tomorrowAt('00:00:00'), endTime: tomorrowAt('24:00:00') },
  partnerBookingMine: {},
  partnerBookingCancel: { id: '1' },
  partnerPeopleByEmails: ['someone@example.com'],
};

const LONG = 'x'.repeat(10_000);
/** What a query string can carry: text, and repeated keys (arrays). */
const hostileQueryValues: (string | string[])[] = [
  '\u0000',
  'a\u0000b',
  '%00',
  LONG,
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  '',
  ['1', '2'],
  ['\u0000', '\u0000'],
];
/** What a JSON body can carry: the same, plus real numbers, objects, arrays and null. */
const hostileBodyValues: unknown[] = [
  ...hostileQueryValues,
  2_147_483_648,
  -2_147_483_649,
  1e308,
  -1,
  0,
  1.5,
  true,
  null,
  [1, 2],
  ['\u0000'],
  { nested: '\u0000' },
  [LONG],
];
const hostileBodies: unknown[] = [[], {}, '\u0000', 2_147_483_648, null, LONG, [LONG], ['\u0000']];

const EXTRA_FIELDS = ['id', 'title', 'name', 'email'];

let caller: Caller;
beforeAll(async () => {
  await seed(server.database.db, {
    now: new Date(),
    timeZone: server.app.ctx.config.timeZone,
    storage: server.app.ctx.storage,
  });
  caller = await signIn(server);
}, 120_000);

const headers = () => ({ cookie: caller.cookie, [XHR_HEADER]: XHR_HEADER_VALUE });

function call(name: RouteName, input: unknown): Promise<LightMyRequestResponse> {
  const route = routes[name];
  if (route.method === 'GET') {
    const query = Object.fromEntries(
      Object.entries((input ?? {}) as Record<string, unknown>).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.map(String) : String(value),
      ]),
    );
    return server.app.inject({ method: 'GET', url: route.path, headers: headers(), query });
  }
  return server.app.inject({
    method: 'POST',
    url: route.path,
    headers: { ...headers(), 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
}

/** Every variant of a route's input with one field hostile, or the whole body replaced. */
function hostileInputs(name: RouteName): unknown[] {
  const route = routes[name];
  const base = valid[name] ?? {};
  if (Array.isArray(base)) return [...hostileBodies, ...hostileBodyValues.map((value) => [value])];
  const values = route.method === 'GET' ? hostileQueryValues : hostileBodyValues;
  const fields = [...new Set([...Object.keys(base), ...EXTRA_FIELDS])];
  const variants: unknown[] = fields.flatMap((field) => values.map((value) => ({ ...base, [field]: value })));
  if (route.method === 'POST') variants.push(...hostileBodies);
  return variants;
}

const jsonRoutes = (Object.keys(routes) as RouteName[]).filter((name) => !('multipart' in routes[name]));

describe('text with NUL and ids past the int4 range are refused by the contract', () => {
  it.each([
    ['homeHotQuestions', { title: 'a\u0000' }, 'request.nulByte'],
    ['newsQueryWithLanguage', { title: '\u0000' }, 'request.nulByte'],
    ['bookingCancel', { id: '2147483648' }, 'request.idRange'],
    ['honorWallOfFame', { award: 2_147_483_648 }, 'request.idRange'],
    ['meetingCreate', { ...valid.meetingCreate, roomId: 2_147_483_648 }, 'request.idRange'],
    ['meetingCreate', { ...valid.meetingCreate, name: '周会\u0000' }, 'request.nulByte'],
    ['meetingCreateHeld', { ...valid.meetingCreateHeld, minutes: '<p>\u0000</p>' }, 'request.nulByte'],
    ['messageRead', { ids: [2_147_483_648] }, 'request.idRange'],
    ['commentsInsert', { postId: 1, comment: '\u0000' }, 'request.nulByte'],
    ['reviewCreate', { ...valid.reviewCreate, lessons: '教训\u0000' }, 'request.nulByte'],
    ['reviewPublish', { id: 2_147_483_648 }, 'request.idRange'],
  ] as const)('%s %j → 400 %s', async (name, input, error) => {
    const response = await call(name, input);
    expect(response.statusCode).toBe(400);
    const answer = response.json() as { error: string; message: string };
    expect(answer.error).toBe(error);
    expect(answer.message).not.toMatch(/\{|\}/);
  });
});

describe('hostile input never answers 5xx', () => {
  it('every valid example is accepted, so hostile fields are judged one at a time', async () => {
    const refused: string[] = [];
    for (const name of jsonRoutes) {
      const response = await call(name, valid[name] ?? {});
      if (response.statusCode === 400) refused.push(`${name}: ${response.body}`);
    }
    expect(refused).toEqual([]);
  });

  it.each(jsonRoutes)('%s', async (name) => {
    const failures: string[] = [];
    for (const input of hostileInputs(name)) {
      const response = await call(name, input);
      if (response.statusCode >= 500) {
        failures.push(
          `${response.statusCode} for ${JSON.stringify(input).slice(0, 120)}: ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('fileUpload', async () => {
    const failures: string[] = [];
    for (const name of ['\u0000.pdf', 'a\u0000b.pdf', `${LONG}.pdf`, '', '..\\..\\x.pdf']) {
      const response = await uploadTo(server, caller, samplePdf(), name);
      if (response.statusCode >= 500)
        failures.push(`${response.statusCode} for ${JSON.stringify(name.slice(0, 20))}`);
    }
    expect(failures).toEqual([]);
  });
});
