import type { SoftwarePackage } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { SoftwarePage } from './SoftwarePage.tsx';

const vpn: SoftwarePackage = {
  id: 1,
  name: '星海 VPN 客户端',
  category: 'security',
  platform: 'windows',
  version: '5.1.0',
  description: '访问内网',
  size: 2048,
  fileName: 'vpn-5.1.0.zip',
  fileUrl: '/file/content/abc.zip',
  publishedAt: '2026-11-20 10:00:00',
  publisher: '王伟',
};

describe('SoftwarePage', () => {
  it('lists packages with a download link under the file name, without publishing for an employee', async () => {
    mockApi({ rightMine: [], softwareList: [vpn] });
    renderWithApi(<SoftwarePage />, { at: '/downloadSoftware' });
    expect((await screen.findByTestId('software-name')).textContent).toBe('星海 VPN 客户端');
    // The size shows in its column, or beside the version on a narrow screen.
    expect(screen.getByTestId('software-table').textContent).toContain('2KB');
    const link = screen.getByTestId('software-download');
    expect(link.getAttribute('href')).toBe(
      '/file/downloadFileByUrl/get?fileName=vpn-5.1.0.zip&fileUrl=%2Ffile%2Fcontent%2Fabc.zip',
    );
    expect(screen.queryByTestId('software-publish')).toBeNull();
  });

  it('asks the server again with the keyword and the category', async () => {
    const calls = mockApi({ rightMine: ['software:publish'], softwareList: [] });
    renderWithApi(<SoftwarePage />, { at: '/downloadSoftware' });
    expect(await screen.findByTestId('software-publish')).toBeTruthy();
    const search = screen.getByPlaceholderText('搜索软件名称或说明');
    fireEvent.change(search, { target: { value: 'VPN' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByText('开发'));
    await waitFor(() =>
      expect(callsTo(calls, 'softwareList').map((call) => call.query.toString())).toContain(
        'keyword=VPN&category=development',
      ),
    );
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
