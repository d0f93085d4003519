import { desktopPage } from '../../lib/page-route.ts';

/** The reviews pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/review/myReview',
    'route.myReview',
    () => import('./ReviewListPage.tsx'),
    (m) => m.MyReviewPage,
  ),
  desktopPage(
    '/review/allReview',
    'route.allReview',
    () => import('./ReviewListPage.tsx'),
    (m) => m.AllReviewPage,
  ),
  desktopPage(
    '/review/createReview',
    'route.createReview',
    () => import('./CreateReviewPage.tsx'),
    (m) => m.CreateReviewPage,
  ),
  desktopPage(
    '/review/reviewUpdate/:id',
    'route.reviewUpdate',
    () => import('./ReviewUpdatePage.tsx'),
    (m) => m.ReviewUpdatePage,
  ),
  desktopPage(
    '/review/reviewDetail',
    'route.reviewDetail',
    () => import('./ReviewDetailPage.tsx'),
    (m) => m.ReviewDetailPage,
  ),
];
