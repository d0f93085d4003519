export { ClosureDrawer } from './components/ClosureDrawer.tsx';
