import {
  GALLERY_DEFAULT_MONTH,
  GALLERY_MONTHLY_ACTIVITY_NO,
  GALLERY_TEAMS_ACTIVITY_NO,
  type GalleryItem,
  type GalleryYear,
  type galleryQuery,
  type Language,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { fileContentUrl } from '../files/index.ts';
import * as repository from './repository.ts';

type GalleryRequest = z.output<typeof galleryQuery>;

/** The month a gallery is read for: the monthly one's (August by default); the others have none. */
function monthOf({ activityNo, month }: GalleryRequest): number | undefined {
  if (activityNo === GALLERY_MONTHLY_ACTIVITY_NO) return month ?? GALLERY_DEFAULT_MONTH;
  if (month !== undefined) throw badRequest('gallery.monthNotMonthly');
  return undefined;
}

export function createGalleryService({ db }: AppContext) {
  return {
    /** The years, newest first, each with its activities in order, named in the reader's language. */
    async activityList(language: Language): Promise<GalleryYear[]> {
      const years: GalleryYear[] = [];
      for (const row of await repository.findActivities(db)) {
        const activity = { activityNo: row.activityNo, name: language === 'en' ? row.nameEn : row.nameZh };
        const last = years.at(-1);
        if (last?.year === row.year) last.activities.push(activity);
        else years.push({ year: row.year, activities: [activity] });
      }
      return years;
    },

    /** One gallery's pictures; the running teams' leaves out the teams a company entered. */
    async items(request: GalleryRequest): Promise<GalleryItem[]> {
      if (!(await repository.findActivity(db, request.activityNo))) throw notFound('gallery.notFound');
      const month = monthOf(request);
      const teams = request.activityNo === GALLERY_TEAMS_ACTIVITY_NO;
      const rows = await repository.findGalleryItems(db, {
        activityNo: request.activityNo,
        month,
        withoutCompanyTeams: teams,
      });
      return rows.map((row, position) => ({
        index: position + 1,
        childName: row.childName,
        parentName: row.parentName,
        desc: row.description,
        imgUrl: row.imageKey ? fileContentUrl(row.imageKey) : '',
        ...(teams ? { member: row.member } : {}),
      }));
    },
  };
}
