// Placeholder (being built next by the shell engineer).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function HomePage() {
  return <PlaceholderPage title="HomePage" />;
}
