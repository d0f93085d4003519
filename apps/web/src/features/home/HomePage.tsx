import { Col, Row } from 'antd';
import { ActivityList } from './components/ActivityList.tsx';
import { BannerCarousel } from './components/BannerCarousel.tsx';
import { CultureWall } from './components/CultureWall.tsx';
import { DisclosureCard } from './components/DisclosureCard.tsx';
import { HotQuestions } from './components/HotQuestions.tsx';
import { LatestContentCard } from './components/LatestContentCard.tsx';
import { NoticeBoard } from './components/NoticeBoard.tsx';
import { QuickLinks } from './components/QuickLinks.tsx';
import styles from './home.module.css';

const GUTTER: [number, number] = [16, 16];

/** `/#/`: carousel and notices, latest content and activities, culture wall, quick links, hot questions. */
export function HomePage() {
  return (
    <div className={styles.page} data-testid="home-page">
      <Row gutter={GUTTER}>
        <Col xs={24} lg={16}>
          <BannerCarousel />
        </Col>
        <Col xs={24} lg={8} className={styles.noticeColumn}>
          <NoticeBoard />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <LatestContentCard />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <DisclosureCard />
        </Col>
        <Col xs={24} lg={8}>
          <ActivityList />
        </Col>
        <Col xs={24} lg={12}>
          <CultureWall />
        </Col>
        <Col xs={24} md={12} lg={6}>
          <QuickLinks />
        </Col>
        <Col xs={24} md={12} lg={6}>
          <HotQuestions />
        </Col>
      </Row>
    </div>
  );
}
