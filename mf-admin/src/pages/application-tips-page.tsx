import { EditableListPage } from '../components/editable-list-page';
import { applicationTipsList } from '../features/hints/hint-lists';

export function ApplicationTipsPage() {
  return <EditableListPage config={applicationTipsList} />;
}
