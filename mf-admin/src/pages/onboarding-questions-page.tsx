import { EditableListPage } from '../components/editable-list-page';
import { onboardingList } from '../features/onboarding/onboarding-list';

export function OnboardingQuestionsPage() {
  return <EditableListPage config={onboardingList} />;
}
