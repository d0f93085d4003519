import type { FeatureMessages } from '../../http/messages.ts';

/** Why an upload or a stored file was refused. */
export const messages = {
  errors: {
    'file.missing': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
    'file.malformed': { zh: '上传内容格式不正确，请重新上传', en: 'The upload was malformed; try again' },
    'file.tooLarge': { zh: '最大支持{size}附件', en: 'Attachments up to {size}' },
    'file.notAnImage': {
      zh: '只能插入 JPG、PNG、WebP 或 GIF 图片',
      en: 'Only JPG, PNG, WebP or GIF pictures can be placed',
    },
    'file.imageTooLarge': {
      zh: '图片尺寸过大（最多 4000 万像素）',
      en: 'The picture is too large (at most 40 megapixels)',
    },
    'file.badType': {
      zh: '仅支持 DOCX/XLSX/PPTX/PDF/JPG/PNG 格式的附件',
      en: 'Only DOCX/XLSX/PPTX/PDF/JPG/PNG files are supported',
    },
    'file.nameMismatch': {
      zh: '附件的扩展名与文件内容不符',
      en: "The file's extension does not match its content",
    },
    'file.notFound': { zh: '附件不存在', en: 'That file does not exist' },
    'file.quotaExceeded': {
      zh: '附件存储空间已满（已用 {used}，上限 {quota}），请联系管理员',
      en: 'Your attachment storage is full ({used} of {quota} used); ask an administrator',
    },
    'file.uploadFailed': { zh: '附件上传失败。', en: 'Upload failed.' },
  },
} satisfies FeatureMessages;
