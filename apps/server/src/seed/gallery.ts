import {
  GALLERY_DEFAULT_MONTH,
  GALLERY_MONTHLY_ACTIVITY_NO,
  GALLERY_MONTHS,
  GALLERY_TEAMS_ACTIVITY_NO,
} from '@portal/contracts';
import { galleryActivities, galleryItems } from '../features/gallery/schema.ts';
import type { SeedContext } from './content/context.ts';
import { storeSeedImage } from './content/images.ts';
import type { SeedEmployee } from './employees.ts';
import {
  eventSvg,
  type PictureShape,
  paintingSvg,
  SHAPE_ROTATION,
  WIDE,
  workstationSvg,
} from './gallery-pictures.ts';
import {
  CHILD_NAMES,
  COMPANY_TEAMS,
  DESKS,
  LESSONS,
  PAINTINGS,
  REUNIONS,
  SLOGANS,
  TEAMS,
} from './gallery-words.ts';

type Kind = 'painting' | 'workstation' | 'checkIn' | 'reunion' | 'lesson' | 'teams';

interface SeedActivity {
  activityNo: number;
  year: number;
  nameZh: string;
  nameEn: string;
  kind: Kind;
  /** Pictures to draw (the monthly activity: per month). */
  count: number;
}

/** Each year's first activity is what picking the year shows: 13, 6, 4 and 3. */
const ACTIVITIES: SeedActivity[] = [
  {
    activityNo: 13,
    year: 2025,
    nameZh: '最美工位',
    nameEn: 'Best workstation',
    kind: 'workstation',
    count: 4,
  },
  {
    activityNo: 14,
    year: 2025,
    nameZh: '孩子们的奇思妙想',
    nameEn: "Children's ideas",
    kind: 'painting',
    count: 12,
  },
  { activityNo: 15, year: 2025, nameZh: '乐跑团队', nameEn: 'Running teams', kind: 'teams', count: 10 },
  {
    activityNo: 6,
    year: 2024,
    nameZh: 'AI 一起来涂色',
    nameEn: 'Colouring with AI',
    kind: 'painting',
    count: 10,
  },
  {
    activityNo: 8,
    year: 2024,
    nameZh: '最美工位',
    nameEn: 'Best workstation',
    kind: 'workstation',
    count: 10,
  },
  {
    activityNo: 7,
    year: 2024,
    nameZh: '童心童画',
    nameEn: "Children's painting",
    kind: 'painting',
    count: 14,
  },
  {
    activityNo: 4,
    year: 2023,
    nameZh: '人人都是老师',
    nameEn: 'Everyone is a teacher',
    kind: 'lesson',
    count: 9,
  },
  { activityNo: 5, year: 2023, nameZh: '中秋团圆', nameEn: 'Mid-Autumn reunion', kind: 'reunion', count: 8 },
  {
    activityNo: 3,
    year: 2022,
    nameZh: '最美工位',
    nameEn: 'Best workstation',
    kind: 'workstation',
    count: 8,
  },
  {
    activityNo: 0,
    year: 2022,
    nameZh: '童心童画',
    nameEn: "Children's painting",
    kind: 'painting',
    count: 12,
  },
  { activityNo: 1, year: 2022, nameZh: '运动打卡', nameEn: 'Sports check-in', kind: 'checkIn', count: 10 },
  { activityNo: 2, year: 2022, nameZh: '团圆时光', nameEn: 'Family reunion', kind: 'reunion', count: 8 },
];

interface ItemDraft {
  childName: string;
  parentName?: string;
  description: string;
  member?: string;
  company?: string;
  svg: (shape: PictureShape, hue: number) => string;
}

const at = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;
const shortDepartment = (department: string) => department.split('/').at(-1) ?? department;

/** The n-th picture of an activity of this kind; `person` names the demo employees it shows. */
function draftItem(kind: Kind, n: number, person: (offset: number) => SeedEmployee): ItemDraft {
  const employee = person(0);
  switch (kind) {
    case 'painting': {
      const child = `${employee.name.slice(0, 1)}${at(CHILD_NAMES, n)}`;
      const title = at(PAINTINGS, n);
      return {
        childName: child,
        parentName: employee.name,
        description: title,
        svg: (s, h) => paintingSvg(s, h, title),
      };
    }
    case 'workstation': {
      const desk = at(DESKS, n);
      return {
        childName: employee.name,
        description: `${shortDepartment(employee.department)} · ${desk}`,
        svg: (s, h) => workstationSvg(s, h, desk),
      };
    }
    case 'checkIn': {
      const days = 20 + ((n * 7) % 40);
      return {
        childName: employee.name,
        description: `累计打卡 ${days} 天`,
        svg: (s, h) => eventSvg(s, h, `${days} 天`, employee.name),
      };
    }
    case 'reunion': {
      const moment = at(REUNIONS, n);
      return {
        childName: `${employee.name}一家`,
        description: moment,
        svg: (s, h) => eventSvg(s, h, moment, employee.name),
      };
    }
    case 'lesson': {
      const lesson = at(LESSONS, n);
      return {
        childName: employee.name,
        description: lesson,
        svg: (s, h) => eventSvg(s, h, lesson, `主讲 ${employee.name}`),
      };
    }
    case 'teams': {
      const team = at(TEAMS, n);
      const members = Array.from({ length: 3 + (n % 4) }, (_, offset) => person(offset).name);
      return {
        childName: team,
        description: at(SLOGANS, n),
        member: members.join(','),
        svg: (s, h) => eventSvg(s, h, team, at(SLOGANS, n)),
      };
    }
  }
}

/** What the gallery seeder needs: the transaction, where pictures go, their owner and the people. */
type GallerySeedContext = Pick<SeedContext, 'tx' | 'storage' | 'adminId' | 'employees'>;

/** The galleries of every year with their pictures (activity 13 month by month, February to August). */
export async function seedGallery(context: GallerySeedContext) {
  const { tx, employees } = context;
  await tx.insert(galleryActivities).values(
    ACTIVITIES.map(({ activityNo, year, nameZh, nameEn }, index) => ({
      activityNo,
      year,
      nameZh,
      nameEn,
      sortOrder: index,
    })),
  );
  // Demo people in a fixed walk, skipping the administrator.
  let cursor = 0;
  const nextPerson = () => {
    const start = cursor++;
    return (offset: number) =>
      employees[1 + ((start * 7 + offset * 13) % (employees.length - 1))] as SeedEmployee;
  };

  for (const activity of ACTIVITIES) {
    const months = activity.activityNo === GALLERY_MONTHLY_ACTIVITY_NO ? GALLERY_MONTHS : [null];
    const drafts = months.flatMap((month) =>
      Array.from({ length: activity.count + (month === GALLERY_DEFAULT_MONTH ? 2 : 0) }, () => month),
    );
    const rows: (typeof galleryItems.$inferInsert)[] = [];
    for (const [position, month] of drafts.entries()) {
      const draft = draftItem(activity.kind, position, nextPerson());
      const shape = at(SHAPE_ROTATION, position + activity.activityNo);
      const hue = (position * 47 + activity.activityNo * 29) % 360;
      const imageKey = await storeSeedImage(
        context,
        `gallery-${activity.activityNo}-${position + 1}.svg`,
        draft.svg(shape, hue),
      );
      rows.push({
        activityNo: activity.activityNo,
        month,
        childName: draft.childName,
        parentName: draft.parentName ?? '',
        description: draft.description,
        member: draft.member ?? '',
        imageKey,
        sortOrder: position,
      });
    }
    if (activity.activityNo === GALLERY_TEAMS_ACTIVITY_NO) {
      for (const [index, team] of COMPANY_TEAMS.entries()) {
        rows.push({
          activityNo: activity.activityNo,
          month: null,
          childName: team.name,
          parentName: '',
          description: at(SLOGANS, index),
          member: '外部成员甲,外部成员乙',
          company: team.company,
          imageKey: await storeSeedImage(
            context,
            `gallery-company-team-${index + 1}.svg`,
            eventSvg(WIDE, 200, team.name, team.company),
          ),
          sortOrder: rows.length,
        });
      }
    }
    await tx.insert(galleryItems).values(rows);
  }
}
