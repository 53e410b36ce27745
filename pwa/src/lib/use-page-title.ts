// usePageTitle('All Meals') -> document title "All Meals · Hostel Meals": each page names itself
// in the tab and for screen readers announcing the navigation.
import { useEffect } from 'react';

const PRODUCT_NAME = 'Hostel Meals';

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
