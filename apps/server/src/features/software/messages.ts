import type { FeatureMessages } from '../../http/messages.ts';

/** Why a software package or version was refused (docs/software.md). */
export const messages = {
  errors: {
    'software.category': { zh: '软件分类不正确', en: 'Unknown software category' },
    'software.platform': { zh: '适用平台不正确', en: 'Unknown platform' },
    'software.nameRequired': { zh: '请填写软件名称', en: 'Enter the software name' },
    'software.nameTooLong': {
      zh: '软件名称不能超过 100 个字',
      en: 'A software name is at most 100 characters',
    },
    'software.version': {
      zh: '版本号只能包含字母、数字和 . _ + -，最长 40 个字符',
      en: 'A version is letters, digits and . _ + - (at most 40 characters)',
    },
    'software.descriptionTooLong': {
      zh: '软件说明不能超过 1000 个字',
      en: 'A description is at most 1000 characters',
    },
    'software.badType': {
      zh: '仅支持 ZIP/EXE/MSI/DMG/APK/DEB/RPM 格式的安装包',
      en: 'Only ZIP/EXE/MSI/DMG/APK/DEB/RPM packages are supported',
    },
    'software.unknownFile': {
      zh: '请先上传该软件的安装包',
      en: 'Upload the package file first',
    },
    'software.duplicate': {
      zh: '该软件在此平台上已有相同的版本',
      en: 'That version of the software is already published for this platform',
    },
    'software.fileTaken': {
      zh: '该安装包已发布为另一个版本',
      en: 'That package file is already published as another version',
    },
  },
} satisfies FeatureMessages;
