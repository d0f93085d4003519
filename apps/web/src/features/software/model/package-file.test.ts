import { describe, expect, it } from 'vitest';
import { PACKAGE_ACCEPT, packageDownloadUrl, packageFileRefusal } from './package-file.ts';

describe('packageFileRefusal', () => {
  it('accepts installers and archives within the upload limit', () => {
    expect(packageFileRefusal({ name: 'vpn-5.1.0.ZIP', size: 1024 })).toBeNull();
    expect(packageFileRefusal({ name: 'setup.exe', size: 1024 })).toBeNull();
    expect(packageFileRefusal({ name: 'app.dmg', size: 104_857_600 })).toBeNull();
  });

  it('refuses other types and files past the limit', () => {
    expect(packageFileRefusal({ name: 'manual.pdf', size: 10 })).toBe('badType');
    expect(packageFileRefusal({ name: 'setup', size: 10 })).toBe('badType');
    expect(packageFileRefusal({ name: 'big.zip', size: 104_857_601 })).toBe('tooLarge');
  });
});

describe('package links', () => {
  it('offers the package types and downloads under the file name', () => {
    expect(PACKAGE_ACCEPT).toBe('.zip,.exe,.msi,.dmg,.apk,.deb,.rpm');
    expect(packageDownloadUrl({ fileUrl: '/file/content/k.zip', fileName: 'VPN 5.zip' })).toBe(
      '/file/downloadFileByUrl/get?fileName=VPN+5.zip&fileUrl=%2Ffile%2Fcontent%2Fk.zip',
    );
  });
});
