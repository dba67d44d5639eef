import { EditableListPage } from '../components/editable-list-page';
import { learningTipsList } from '../features/hints/hint-lists';

export function LearningTipsPage() {
  return <EditableListPage config={learningTipsList} />;
}
