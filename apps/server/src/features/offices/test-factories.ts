import type { Database } from '../../db/client.ts';
import { officeAddresses } from './schema.ts';

export async function createOfficeAddress(
  db: Database,
  values: Pick<typeof officeAddresses.$inferInsert, 'sortOrder'> &
    Partial<typeof officeAddresses.$inferInsert>,
) {
  const [row] = await db
    .insert(officeAddresses)
    .values({
      country: '中国',
      city: '北京',
      workAddress: '北京市海淀区中关村大街1号',
      accessPerson: '王伟',
      email: 'wei.wang@example.com',
      ...values,
    })
    .returning();
  return row as typeof officeAddresses.$inferSelect;
}
