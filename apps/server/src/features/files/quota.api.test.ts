import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { uploadTo } from '../../../test/uploads.ts';
import { samplePdf } from './sample-files.ts';
import { files, uploadReservations } from './schema.ts';

const MB = 1024 * 1024;
describe('the upload quota under parallel uploads', () => {
  const server = useTestServer({ uploadQuotaBytes: 3 * MB });

  it('lets exactly as many parallel uploads through as the quota holds; the rest are 429 with the quota message', async () => {
    const caller = await signIn(server);
    const pdf = Buffer.concat([samplePdf(), Buffer.alloc(MB - samplePdf().length, 0x20)]);
    expect(pdf.length).toBe(MB);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => uploadTo(server, caller, pdf, `part-${index}.pdf`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    for (const refused of responses.filter((response) => response.statusCode === 429)) {
      expect(envelope(refused)).toMatchObject({ error: 'file.quotaExceeded' });
      expect(envelope(refused).message).toContain('附件存储空间已满');
    }
    const kept = await server.database.db.select().from(files).where(eq(files.uploadedBy, caller.user.id));
    expect(kept.map((file) => file.size)).toEqual([MB, MB, MB]);
  });

  it("counts a live reservation, and a crashed upload's reservation only until it expires", async () => {
    const caller = await signIn(server);
    const hour = 60 * 60 * 1000;
    const [live] = await server.database.db
      .insert(uploadReservations)
      .values({ userId: caller.user.id, bytes: 3 * MB, expiresAt: new Date(Date.now() + hour) })
      .returning();
    expect((await uploadTo(server, caller, samplePdf(), 'blocked.pdf')).statusCode).toBe(429);
    await server.database.db
      .update(uploadReservations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(uploadReservations.id, live?.id ?? 0));
    expect((await uploadTo(server, caller, samplePdf(), 'after.pdf')).statusCode).toBe(200);
    expect(
      await server.database.db
        .select()
        .from(uploadReservations)
        .where(eq(uploadReservations.userId, caller.user.id)),
    ).toEqual([]);
  });
});
