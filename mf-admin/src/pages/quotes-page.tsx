import { EditableListPage } from '../components/editable-list-page';
import { quotesList } from '../features/hints/hint-lists';

export function QuotesPage() {
  return <EditableListPage config={quotesList} />;
}
