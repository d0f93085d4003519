import type { CultureCircle } from '@portal/contracts';
import { Skeleton } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CULTURE_CIRCLES } from '../../../api/contract-values.ts';
import { useCultureItems } from '../hooks/use-home-content.ts';
import { CIRCLES_VIEW, type CultureWallView, toggleCultureView } from '../model/culture-wall.ts';
import styles from './culture-wall.module.css';
import { HomeCard } from './HomeCard.tsx';

/** Each circle's own colour on the wall. */
const CIRCLE_HUES: Record<CultureCircle, number> = {
  vision: 218,
  supervisor: 200,
  talent: 160,
  integrity: 0,
  keyPota: 275,
  incentive: 32,
  retrospective: 190,
  business: 248,
  other: 140,
};

/** Culture wall: nine circles; a click shows the circle's picture, a click again returns. */
export function CultureWall() {
  const { t } = useTranslation();
  const culture = useCultureItems();
  const [view, setView] = useState<CultureWallView>(CIRCLES_VIEW);
  const pictures = new Map(culture.data?.map((item) => [item.circle, item.picUrl]));
  const toggle = (circle: CultureCircle) => setView((current) => toggleCultureView(current, circle));

  const body = (() => {
    if (culture.isLoading) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
    if (view.kind === 'detail') {
      return (
        <button
          type="button"
          className={styles.detail}
          onClick={() => toggle(view.circle)}
          data-testid="culture-detail"
        >
          <img
            src={pictures.get(view.circle)}
            alt={t(`home.culture.circles.${view.circle}`)}
            className={styles.picture}
          />
          <span className={styles.hint}>{t('home.culture.back')}</span>
        </button>
      );
    }
    return (
      <div className={styles.circles} data-testid="culture-circles">
        {CULTURE_CIRCLES.map((circle) => (
          <button
            key={circle}
            type="button"
            className={styles.circle}
            style={{ '--circle-hue': CIRCLE_HUES[circle] } as CSSProperties}
            disabled={!pictures.has(circle)}
            onClick={() => toggle(circle)}
            data-testid={`culture-circle-${circle}`}
          >
            {t(`home.culture.circles.${circle}`)}
          </button>
        ))}
      </div>
    );
  })();

  return (
    <HomeCard title={t('home.culture.title')} testId="home-culture">
      <div className={styles.stage}>{body}</div>
    </HomeCard>
  );
}
