export { type ArticleCounts, ArticleView } from './ArticleView.tsx';
