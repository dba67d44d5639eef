/** Home's tips: application tips with the quote strip, and learning tips. */
export { ApplyingSection } from './components/applying-section';
export { StudyingSection } from './components/studying-section';
