import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ApartmentImportPreview } from '@portal/contracts';
import { Alert, Button, type ButtonProps, Upload } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { IMPORT_ACCEPT, IMPORT_MESSAGE_SECONDS, isImportableFile } from './model/import-file.ts';
import styles from './spreadsheet-import.module.css';
import {
  type ImportRouteName,
  type PreviewRouteName,
  useSpreadsheetImport,
} from './use-spreadsheet-import.ts';

addFeatureTexts({ zh, en });

interface SpreadsheetImportProps {
  route: ImportRouteName;
  /** The .xlsx template of the module's columns. */
  templatePath: string;
  onImported: () => unknown;
  testId: string;
  /** What the import does to the list (adds, or replaces it), shown beside the button. */
  notice: string;
  /**
   * For an import that replaces the whole list: its dry run, whose counts the user confirms
   * (导入将替换全部…：新增 N 条，删除 M 条) before anything changes.
   */
  previewRoute?: PreviewRouteName;
}

/**
 * The Import button (one .xlsx or .xls file, loading while it uploads) and the template link, for
 * right holders only; a refusal's reason also stays on the page until the next try, to be read at
 * leisure (a sheet with many bad cells names each of them).
 */
export function SpreadsheetImport({
  route,
  templatePath,
  onImported,
  testId,
  notice,
  previewRoute,
}: SpreadsheetImportProps) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  // The preview's question closes with the page: leaving it cancels the import.
  const openQuestion = useRef<{ destroy: () => void } | null>(null);
  useEffect(() => () => openQuestion.current?.destroy(), []);
  const confirm = (preview: ApartmentImportPreview) =>
    new Promise<boolean>((resolve) => {
      openQuestion.current = modal.confirm({
        title: t('spreadsheets.previewTitle'),
        content: <span data-testid={`${testId}-preview`}>{t('spreadsheets.previewCounts', preview)}</span>,
        okText: t('spreadsheets.confirm'),
        cancelText: t('spreadsheets.cancel'),
        okButtonProps: { 'data-testid': `${testId}-confirm` } as ButtonProps,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
        afterClose: () => {
          openQuestion.current = null;
          resolve(false);
        },
      });
    });
  const sheetImport = useSpreadsheetImport(
    route,
    onImported,
    previewRoute ? { route: previewRoute, confirm } : undefined,
  );

  const pick = (file: File) => {
    if (isImportableFile(file.name)) sheetImport.mutate(file);
    else void message.error(t('spreadsheets.onlySpreadsheet'), IMPORT_MESSAGE_SECONDS);
    // Sent by the mutation, never by the Upload itself.
    return Upload.LIST_IGNORE;
  };

  return (
    <div className={styles.area}>
      <div className={styles.actions}>
        <Button
          type="link"
          icon={<DownloadOutlined />}
          href={templatePath}
          download
          data-testid={`${testId}-template`}
        >
          {t('spreadsheets.template')}
        </Button>
        <Upload accept={IMPORT_ACCEPT} maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            loading={sheetImport.isPending}
            data-testid={testId}
          >
            {t('spreadsheets.import')}
          </Button>
        </Upload>
      </div>
      <p className={styles.notice} data-testid={`${testId}-notice`}>
        {notice}
      </p>
      {sheetImport.error && (
        <Alert
          type="error"
          showIcon
          closable
          title={t('spreadsheets.failure')}
          description={sheetImport.error.message}
          onClose={() => sheetImport.reset()}
          data-testid={`${testId}-error`}
        />
      )}
    </div>
  );
}
