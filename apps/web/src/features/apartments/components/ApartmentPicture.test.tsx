import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { ApartmentPicture } from './ApartmentPicture.tsx';

addFeatureTexts({ zh, en });

describe('ApartmentPicture', () => {
  it('shows 暂无图片 in place of a picture that fails to load', async () => {
    await i18n.changeLanguage('zh');
    render(<ApartmentPicture picture="/file/content/gone.jpg" alt="翠苑" />);
    fireEvent.error(screen.getByTestId('apartment-picture'));
    expect(screen.queryByTestId('apartment-picture')).toBeNull();
    expect(screen.getByTestId('apartment-no-picture').textContent).toBe('暂无图片');
  });

  it('says "No picture" in English', async () => {
    await i18n.changeLanguage('en');
    render(<ApartmentPicture picture="https://img.example.com/broken.jpg" alt="Cuiyuan" />);
    fireEvent.error(screen.getByTestId('apartment-picture'));
    expect(screen.getByTestId('apartment-no-picture').textContent).toBe('No picture');
    await i18n.changeLanguage('zh');
  });
});
