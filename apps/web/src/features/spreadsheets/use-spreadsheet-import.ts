import type {
  ApartmentImportPreview,
  ImportResult,
  importResult,
  RouteName,
  Routes,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { importSpreadsheet } from '../../api/client.ts';
import { IMPORT_CONFIRM_FIELD } from '../../api/contract-values.ts';
import { IMPORT_MESSAGE_SECONDS, IMPORT_REFUSALS } from './model/import-file.ts';

/** The routes that take a spreadsheet import (multipart, answering `{ imported }`). */
export type ImportRouteName = {
  [N in RouteName]: Routes[N] extends { multipart: true; answer: typeof importResult } ? N : never;
}[RouteName];

/** The import dry runs: what an import that replaces a list would add and remove, and its token. */
export type PreviewRouteName = 'apartmentImportPreview';

/**
 * Sends one sheet to `route`: 附件上传成功。 (with how many rows were added and how many were
 * already there, for an import that adds) then `onImported` (the page reloads its list), or
 * 附件上传失败。 with the server's reason (row, column, reason), both for 2 s. With a `preview`
 * route the file goes there first and the user confirms what the import will add and remove
 * (`confirm` answers whether to go on); the import then sends the same file with the preview's token.
 */
export function useSpreadsheetImport(
  route: ImportRouteName,
  onImported: () => unknown,
  preview?: { route: PreviewRouteName; confirm: (preview: ApartmentImportPreview) => Promise<boolean> },
) {
  const { t } = useTranslation();
  const { message } = useApp();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult | null> => {
      if (!preview) return importSpreadsheet(route, file, IMPORT_REFUSALS);
      const dryRun = await importSpreadsheet(preview.route, file, IMPORT_REFUSALS);
      if (!(await preview.confirm(dryRun))) return null;
      return importSpreadsheet(route, file, IMPORT_REFUSALS, { [IMPORT_CONFIRM_FIELD]: dryRun.token });
    },
    onSuccess: (result) => {
      if (!result) return;
      const text =
        result.alreadyPresent === undefined
          ? t('spreadsheets.success')
          : t('spreadsheets.successAdded', {
              imported: result.imported,
              alreadyPresent: result.alreadyPresent,
            });
      void message.success(text, IMPORT_MESSAGE_SECONDS);
      return onImported();
    },
    onError: (error) =>
      void message.error(t('spreadsheets.failureReason', { reason: error.message }), IMPORT_MESSAGE_SECONDS),
  });
}
