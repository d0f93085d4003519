import type { importResult, RouteName, Routes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { importSpreadsheet } from '../../api/client.ts';
import { IMPORT_MESSAGE_SECONDS, IMPORT_REFUSALS } from './model/import-file.ts';

/** The routes that take a spreadsheet import (multipart, answering `{ imported }`). */
export type ImportRouteName = {
  [N in RouteName]: Routes[N] extends { multipart: true; answer: typeof importResult } ? N : never;
}[RouteName];

/**
 * Sends one sheet to `route`: 附件上传成功。 then `onImported` (the page reloads its list), or
 * 附件上传失败。 with the server's reason (row, column, reason), both for 2 s.
 */
export function useSpreadsheetImport(route: ImportRouteName, onImported: () => unknown) {
  const { t } = useTranslation();
  const { message } = useApp();
  return useMutation({
    mutationFn: (file: File) => importSpreadsheet(route, file, IMPORT_REFUSALS),
    onSuccess: () => {
      void message.success(t('spreadsheets.success'), IMPORT_MESSAGE_SECONDS);
      return onImported();
    },
    onError: (error) =>
      void message.error(t('spreadsheets.failureReason', { reason: error.message }), IMPORT_MESSAGE_SECONDS),
  });
}
