// Placeholder (being built next by the shell engineer).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function MealDetailsPage() {
  return <PlaceholderPage title="MealDetailsPage" />;
}
